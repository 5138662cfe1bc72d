/**
 * Content collections: loaders and schemas only. The schemas live in src/schemas/ so the
 * content script and the tests validate exactly what the build validates.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { projectSchema } from './schemas/project.ts';

const projects = defineCollection({
	loader: glob({ pattern: '*.md', base: './content/projects' }),
	schema: ({ image }) => projectSchema(image()),
});

export const collections = { projects };

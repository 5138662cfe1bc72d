/**
 * Content collections: loaders and schemas only. The schemas live in src/schemas/ so the
 * content script and the tests validate exactly what the build validates.
 */
import { defineCollection } from 'astro:content';
import { join } from 'node:path';
import { file, glob } from 'astro/loaders';
import { contentDir } from './content-dir.ts';
import { projectSchema } from './schemas/project.ts';
import { educationSchema, experienceSchema, skillSchema } from './schemas/about.ts';

const projects = defineCollection({
	loader: glob({ pattern: '*.md', base: join(contentDir, 'projects') }),
	schema: ({ image }) => projectSchema(image()),
});

const education = defineCollection({
	loader: file(join(contentDir, 'about/education.json')),
	schema: educationSchema,
});

const experience = defineCollection({
	loader: file(join(contentDir, 'about/experience.json')),
	schema: experienceSchema,
});

const skills = defineCollection({
	loader: file(join(contentDir, 'about/skills.json')),
	schema: skillSchema,
});

export const collections = { projects, education, experience, skills };

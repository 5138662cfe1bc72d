/**
 * Content collections: loaders and schemas only. The schemas live in src/schemas/ so the
 * content script and the tests validate exactly what the build validates; the loader
 * (src/lib/loaders.ts) runs the content script's file checks first. The owner's settings, texts
 * and résumé are single JSON files, read by src/lib/settings.ts.
 */
import { defineCollection } from 'astro:content';
import { join } from 'node:path';
import { projectsLoader } from './lib/loaders.ts';
import { contentDir } from './content-dir.ts';
import { projectSchema } from './schemas/project.ts';

const projects = defineCollection({
	loader: projectsLoader(join(contentDir, 'projects')),
	schema: ({ image }) => projectSchema(image()),
});

export const collections = { projects };

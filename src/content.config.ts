// Content collections: loaders and schemas only. The projects and their translations (keyed
// `<lang>/<id>`); the settings, texts and résumé are single JSON files read by the settings reader.
import { defineCollection } from 'astro:content';
import { join } from 'node:path';
import { projectsLoader, translationsLoader } from './data/loaders.ts';
import { contentDir } from './data/content-dir.ts';
import { projectSchema, projectTranslationSchema } from './schemas/project.ts';
import { readSettings } from './data/settings.ts';

const projects = defineCollection({
	loader: projectsLoader(join(contentDir, 'projects')),
	schema: ({ image }) => projectSchema(image()),
});

/** The projects' translations into the languages after the first (`content/<lang>/projects/`). */
const translations = defineCollection({
	loader: translationsLoader(contentDir, readSettings().languages.slice(1)),
	schema: projectTranslationSchema,
});

export const collections = { projects, translations };

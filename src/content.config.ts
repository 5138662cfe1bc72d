/**
 * Content collections: loaders and schemas only. The schemas live in src/schemas/ so the
 * content script and the tests validate exactly what the build validates; the loader
 * (src/lib/loaders.ts) runs the content script's file checks first. The projects' translations
 * are a collection of their own, keyed `<lang>/<id>`. The owner's settings, texts
 * and résumé are single JSON files, read by src/lib/settings.ts.
 */
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

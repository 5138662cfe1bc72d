// Content collections: loaders and schemas only. The projects and the notes, each with its
// translations (keyed `<lang>/<id>`); the settings, texts and résumé are JSON files read elsewhere.
import { defineCollection } from 'astro:content';
import { join } from 'node:path';
import {
	noteTranslationsLoader,
	notesLoader,
	projectsLoader,
	translationsLoader,
} from './data/loaders.ts';
import { contentDir } from './data/content-dir.ts';
import { projectSchema, projectTranslationSchema } from './schemas/project.ts';
import { noteSchema, noteTranslationSchema } from './schemas/note.ts';
import { readSettings } from './settings/read.ts';
import { isKept } from './stories/published.ts';
import { writtenOrNone } from './settings/written.ts';

const further = readSettings().languages.slice(1);

/** What a collection keeps of its files: every one on the development server. */
const keeps = (data: Record<string, unknown>) => isKept(data, import.meta.env.PROD);

const projects = defineCollection({
	loader: projectsLoader(join(contentDir, 'projects'), writtenOrNone, keeps),
	schema: ({ image }) => projectSchema(image()),
});

/** The projects' translations into the languages after the first (`content/<lang>/projects/`). */
const translations = defineCollection({
	loader: translationsLoader(contentDir, further, keeps),
	schema: projectTranslationSchema,
});

/** The owner's notes (`content/notes/`): Markdown posts beside the projects, sharing their tags. */
const notes = defineCollection({
	loader: notesLoader(join(contentDir, 'notes'), () => readSettings().copy, keeps),
	schema: ({ image }) => noteSchema(image()),
});

/** The notes' translations (`content/<lang>/notes/`). */
const noteTranslations = defineCollection({
	loader: noteTranslationsLoader(contentDir, further, keeps),
	schema: noteTranslationSchema,
});

export const collections = { projects, translations, notes, noteTranslations };

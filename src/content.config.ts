/**
 * Content collections: loaders and schemas only. The schemas live in src/schemas/ so the
 * content script and the tests validate exactly what the build validates; the loaders
 * (src/lib/loaders.ts) run the content script's file checks first.
 */
import { defineCollection } from 'astro:content';
import { jsonFileLoader, projectsLoader } from './lib/loaders.ts';
import { projectSchema } from './schemas/project.ts';
import { educationSchema, experienceSchema, skillSchema } from './schemas/about.ts';

const projects = defineCollection({
	loader: projectsLoader('content/projects'),
	schema: ({ image }) => projectSchema(image()),
});

const education = defineCollection({
	loader: jsonFileLoader('content/about/education.json'),
	schema: educationSchema,
});

const experience = defineCollection({
	loader: jsonFileLoader('content/about/experience.json'),
	schema: experienceSchema,
});

const skills = defineCollection({
	loader: jsonFileLoader('content/about/skills.json'),
	schema: skillSchema,
});

export const collections = { projects, education, experience, skills };

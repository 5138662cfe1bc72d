/**
 * The published projects as the build sees them: every content/projects/*.md parsed with the
 * project schema, drafts left out, in grid order; with each one's id (the file name, which is
 * its page's path) and Markdown body.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { compareProjects, projectFileSchema, type ProjectFile } from '../../src/schemas/project.ts';

export interface PublishedProject extends ProjectFile {
	id: string;
	path: string;
	body: string;
}

const DIR = join(import.meta.dirname, '../../content/projects');

export const publishedProjects: PublishedProject[] = readdirSync(DIR)
	.filter((file) => file.endsWith('.md'))
	.map((file) => {
		const { data, content } = matter(readFileSync(join(DIR, file), 'utf8'));
		const id = file.replace(/\.md$/, '');
		return { ...projectFileSchema.parse(data), id, path: `/projects/${id}`, body: content };
	})
	.filter((project) => !project.draft)
	.sort(compareProjects);

/** The first published project whose Markdown body matches `pattern`. */
export function projectWithBody(pattern: RegExp): PublishedProject {
	const found = publishedProjects.find((project) => pattern.test(project.body));
	if (!found) throw new Error(`No published project has a body matching ${pattern}`);
	return found;
}

/** A body image (`![alt](./file)`), a fenced code block with a language. */
export const BODY_IMAGE = /!\[([^\]]+)\]\(\.\/[^)]+\)/;
export const BODY_CODE = /^```\w+$/m;

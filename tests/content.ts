/**
 * What the tests expect, read from the content the site was built from, through the same
 * schemas and sort orders as the build, so no test pins a value from `content/`: the owner edits
 * it and the tests follow.
 *
 * The folder is `CONTENT_DIR` (relative to the project, default `content`); the fixture-content
 * browser run sets it to a second content folder to prove the specs follow any content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import matter from 'gray-matter';
import { z } from 'astro/zod';
import { compareProjects, projectFileSchema, type ProjectFile } from '../src/schemas/project.ts';
import {
	compareExperience,
	educationSchema,
	experienceSchema,
	skillSchema,
} from '../src/schemas/about.ts';
import { siteSchema } from '../src/schemas/site.ts';
import { navLinksFrom } from '../src/nav.ts';
import { pagesSchema } from '../src/schemas/pages.ts';
import { tagPath, tagSlug } from '../src/tags.ts';

/** The content folder the tests read. */
export const CONTENT_DIR = resolve(import.meta.dirname, '..', process.env.CONTENT_DIR ?? 'content');

/** The names of the project Markdown files in `dir`/projects, sorted. */
export function projectFileNames(dir = CONTENT_DIR): string[] {
	return readdirSync(join(dir, 'projects'))
		.filter((file) => file.endsWith('.md'))
		.sort();
}

/** A project file's frontmatter, unvalidated. */
export function readFrontmatter(file: string): Record<string, unknown> {
	return matter(readFileSync(file, 'utf8')).data;
}

/** A published project as the tests see it: its frontmatter, id (file name), page path and body. */
export interface PublishedProject extends ProjectFile {
	id: string;
	path: string;
	body: string;
}

/** The published projects in `dir` (drafts left out, as a production build does), in grid order. */
export function readProjects(dir = CONTENT_DIR): PublishedProject[] {
	return projectFileNames(dir)
		.map((file) => {
			const { data, content } = matter(readFileSync(join(dir, 'projects', file), 'utf8'));
			const id = file.replace(/\.md$/, '');
			return { ...projectFileSchema.parse(data), id, path: `/projects/${id}`, body: content };
		})
		.filter((project) => !project.draft)
		.sort(compareProjects);
}

function readJson<T extends z.ZodType>(dir: string, path: string, schema: T): z.infer<T> {
	return schema.parse(JSON.parse(readFileSync(join(dir, path), 'utf8')));
}

/** The owner's settings (site.json). */
export const site = readJson(CONTENT_DIR, 'site.json', siteSchema);
/** Every text of the pages (pages.json). */
export const copy = readJson(CONTENT_DIR, 'pages.json', pagesSchema);
/** The header and footer links, in order, with the owner's labels. */
export const navLinks = navLinksFrom(copy.nav);
/** The profile the About page links to as the owner's code, if one is marked. */
export const codeProfile = site.profiles.find((profile) => profile.code);
/** The published projects, in the grid's order. */
export const projects = readProjects();

/** The first published project whose Markdown body matches `pattern`. */
export function projectWithBody(pattern: RegExp): PublishedProject {
	const found = projects.find((project) => pattern.test(project.body));
	if (!found) throw new Error(`No published project has a body matching ${pattern}`);
	return found;
}

/** A body image (`![alt](./file)`), and a fenced code block with a language. */
export const BODY_IMAGE = /!\[([^\]]+)\]\(\.\/[^)]+\)/;
export const BODY_CODE = /^```\w+$/m;
export const education = readJson(CONTENT_DIR, 'about/education.json', z.array(educationSchema));
/** The jobs, in the About page's order (newest first). */
export const experience = readJson(
	CONTENT_DIR,
	'about/experience.json',
	z.array(experienceSchema),
).sort(compareExperience);
export const skills = readJson(CONTENT_DIR, 'about/skills.json', z.array(skillSchema));

/** The path of every page, in the nav's order. */
export const pagePaths = navLinks.map((link) => link.path);
/** A path no page has: the site answers with the error page. */
export const MISSING_PATH = '/no-such-page';
/** Every page and the error page. */
export const allPaths = [...pagePaths, MISSING_PATH];

/** A tag as the site shows it: its name, slug, page and the projects that carry it. */
export interface ContentTag {
	name: string;
	slug: string;
	path: string;
	/** Titles of the projects that carry it, in grid order. */
	titles: string[];
}

/** The tags of `list` (in order of first appearance), each with its page and projects. */
export function tagsOf(list: PublishedProject[]): ContentTag[] {
	const names = [...new Set(list.flatMap((project) => project.category))];
	return names.map((name) => ({
		name,
		slug: tagSlug(name),
		path: tagPath(tagSlug(name)),
		titles: list.filter((project) => project.category.includes(name)).map(({ title }) => title),
	}));
}

/** The tags the published projects use. */
export const tags = tagsOf(projects);
/** The path of every tag page, one per tag (tags that share a slug fail the build). */
export const tagPaths = [...new Set(tags.map((tag) => tag.path))];

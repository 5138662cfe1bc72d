/**
 * The projects of a content folder as the site shows them: read through the project schema,
 * in grid order, with every tag, its slug and page. Shared by the tag and grid specs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { expect, type Page } from '@playwright/test';
import { compareProjects, projectFileSchema, type ProjectFile } from '../../src/schemas/project.ts';
import { tagPath, tagSlug } from '../../src/tags.ts';

export interface ContentTag {
	name: string;
	slug: string;
	path: string;
	/** Titles of the projects that carry it, in grid order. */
	titles: string[];
}

/** Projects (grid order) and tags (order of first appearance) of `dir`'s projects folder. */
export function readProjects(dir: string): { projects: ProjectFile[]; tags: ContentTag[] } {
	const folder = join(dir, 'projects');
	const projects = readdirSync(folder)
		.filter((file) => file.endsWith('.md'))
		.map((file) => projectFileSchema.parse(matter(readFileSync(join(folder, file), 'utf8')).data))
		.sort(compareProjects);
	const names = [...new Set(projects.flatMap((project) => project.category))];
	const tags = names.map((name) => ({
		name,
		slug: tagSlug(name),
		path: tagPath(tagSlug(name)),
		titles: projects
			.filter((project) => project.category.includes(name))
			.map((project) => project.title),
	}));
	return { projects, tags };
}

/** The site's own content. */
export const CONTENT_DIR = join(import.meta.dirname, '../../content');

/** The chips' navigation. */
export const chipNav = (page: Page) =>
	page.getByRole('navigation', { name: 'Filter projects by technology' });

/** The cards a visitor sees (hidden ones are left out by role queries). */
export const cards = (page: Page) =>
	page
		.getByRole('main')
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { level: 2 }) });

/** Expects exactly these cards, in this order (titles; the heading also holds a hint). */
export async function expectCards(page: Page, titles: string[]) {
	await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
		titles.map((title) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
	);
}

/** Waits until the filter island has hydrated (Astro then drops its `ssr` attribute). */
export async function hydrateFilter(page: Page) {
	// The island hydrates on intent: a pointer over it (or focus, a touch, a key) starts it.
	await chipNav(page).hover();
	await expect(page.locator('astro-island:has(nav[aria-label^="Filter"])')).not.toHaveAttribute(
		'ssr',
	);
}

/**
 * The grid and the filter at scale, read from the HTML of the fixture site with many generated
 * projects and tags (no browser): every card and its image are in the page as served, in grid
 * order, with no script needed; the filter island's props carry the tags only, never a card;
 * every tag has its chip. The entrance, the folded chips and axe at scale need a browser (the
 * `.many` specs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { describe, expect, inject, test } from 'vitest';
import { readContent, startsWith, tagsOf } from '../tools/content.ts';
import { attribute as attr, nameOf, named, one, readPage, text } from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';

const { copy, names, projects } = readContent(SITES.many.content);
const tags = tagsOf(projects);

describe('/projects with many projects and tags', () => {
	const dist = () => inject('dist').many;
	const projectsPage = () => readPage(dist(), '/projects');

	test('the fixture has at least 40 projects, every one a card with its image, in grid order', () => {
		expect(projects.length).toBeGreaterThanOrEqual(40);
		const main = select('main', projectsPage())!;
		const cards = selectAll('li', main).filter((item) => select('h2', item));
		expect(cards.filter((card) => card.properties.hidden)).toEqual([]);
		// A card's heading is its title, then a hint for screen readers.
		expect(cards.map((card) => text(select('h2', card)!))).toEqual(
			projects.map((project) => expect.stringMatching(startsWith(project.title))),
		);
		for (const [index, project] of projects.entries()) {
			const images = selectAll('img', cards[index]!);
			expect(
				images.map((image) => attr(image, 'alt')),
				project.title,
			).toContain(names.screenshot(project.title));
			for (const image of images)
				expect(existsSync(join(dist(), attr(image, 'src')!)), attr(image, 'src')).toBe(true);
		}
	});

	test('the filter island gets the tags only, never the cards', () => {
		const tree = projectsPage();
		const islands = selectAll('astro-island', tree).filter(
			(island) => named(tree, island, 'nav', copy.projects.filter).length > 0,
		);
		expect(islands).toHaveLength(1);
		const props = attr(islands[0], 'props');
		expect(props).toBeDefined();
		for (const project of projects)
			for (const value of [project.title, project.desc, project.href])
				expect(props, project.title).not.toContain(value);
		// Each card is in the HTML once.
		const html = readFileSync(join(dist(), 'projects.html'), 'utf8');
		for (const project of projects)
			expect(html.split(project.desc).length - 1, project.title).toBe(1);
	});

	test('the fixture has 30 or more tags, each with its chip: its count and page', () => {
		expect(tags.length).toBeGreaterThanOrEqual(30);
		const tree = projectsPage();
		const chips = selectAll('a', one(tree, select('main', tree)!, 'nav', copy.projects.filter));
		const shown = chips.map((chip) => `${nameOf(chip, tree)} → ${attr(chip, 'href')}`);
		expect(shown.toSorted()).toEqual(
			[
				`${copy.projects.allTags} (${projects.length}) → /projects`,
				...tags.map((tag) => `${tag.name} (${tag.titles.length}) → ${tag.path}`),
			].toSorted(),
		);
	});
});

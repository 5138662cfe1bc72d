/**
 * The files of every test site's build (`SITES`), read as they are: every page, tag pages
 * included, is valid HTML by html-validate's standard preset (the project's config) and one
 * well-formed document (which html-validate lets pass: a script after `</html>`); and the
 * build ships only what its pages use: every file emitted into `_astro/` is named by some page,
 * script, style or feed. An original screenshot copied beside its optimised versions would be
 * downloaded by no one and only grow the deploy. No build warns about its content collections:
 * an owner with no note, project or translation in a language sees no warning for what they left
 * out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { buildLogOf } from '../tools/fixture-site.ts';
import { validateSite } from '../../scripts/validate-html.ts';
import { pageSettings } from '../../src/schemas/site.ts';
import { readProjects, readSite, tagsOf } from '../tools/content.ts';
import { pageFile } from '../tools/hast.ts';
import { SITES, type SiteName } from '../e2e/env.ts';
import { INIT_SITE } from './init-site.ts';
import { VARIANTS } from './variants.ts';

/** Every text file of the build (pages, scripts, styles, feeds), concatenated. */
function builtText(dir: string): string {
	return readdirSync(dir, { withFileTypes: true })
		.map((entry) => {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) return builtText(path);
			return /\.(html|js|css|xml|json|webmanifest|txt)$/.test(entry.name)
				? readFileSync(path, 'utf8')
				: '';
		})
		.join('\n');
}

/** The content of each site read here: every test site, and the one init makes. */
const CONTENT = {
	...Object.fromEntries(Object.entries(SITES).map(([name, site]) => [name, site.content])),
	init: INIT_SITE.content,
} as Record<SiteName | 'init', string>;

describe.each(Object.keys(CONTENT) as (keyof typeof CONTENT)[])('the %s site', (name) => {
	const dist = () => inject('dist')[name];
	const { contact } = pageSettings(readSite(CONTENT[name]));

	test('every page is valid HTML, each project page and tag page among them', async () => {
		const { pages, errors } = await validateSite(dist());
		const projects = readProjects(CONTENT[name]);
		const routes = [...projects, ...tagsOf(projects)].map(({ path }) => path);
		// Every fixture has projects and tags; the owner's may have none published yet, init's has none.
		if (name !== 'main' && name !== 'init') expect(routes).not.toEqual([]);
		expect(pages).toContain(pageFile(dist(), '/projects'));
		expect(pages).toEqual(expect.arrayContaining(routes.map((route) => pageFile(dist(), route))));
		expect(errors).toEqual([]);
	});

	test('every page is one well-formed document: nothing before its doctype or after </html>', () => {
		const pages = readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter((file) =>
			file.endsWith('.html'),
		);
		// The contact page exists just when the site's settings keep it.
		expect(pages.includes('contact.html')).toBe(contact);
		const malformed = pages.filter((file) => {
			const html = readFileSync(join(dist(), file), 'utf8');
			const ends = html.match(/<\/html>/gi) ?? [];
			return !(
				/^<!DOCTYPE html>/i.test(html) &&
				/<\/head>\s*<body[\s>]/i.test(html) &&
				/<\/body>\s*<\/html>\s*$/i.test(html) &&
				ends.length === 1
			);
		});
		expect(malformed).toEqual([]);
	});

	test('every emitted asset is used by some page', () => {
		const text = builtText(dist());
		const assets = readdirSync(join(dist(), '_astro'));
		expect(assets.filter((file) => /\.(avif|webp|png|jpe?g|svg)$/.test(file))).not.toEqual([]);
		// With the contact page off, Astro still emits the island of the page it did not build.
		const unused = assets.filter((file) => !text.includes(file));
		expect(contact ? unused : unused.filter((file) => !/^ContactForm\./.test(file))).toEqual([]);
	});
});

test.each([...Object.keys(CONTENT), ...Object.keys(VARIANTS)])(
	'the build of the %s site warns of no content collection it left empty',
	(name) => {
		const log = buildLogOf((inject('dist') as Record<string, string>)[name]!);
		// Written by every build since the build log was kept; an older build is built again.
		expect(existsSync(log), `no build log at ${log}: remove ${log.replace(/log$/, 'digest')}`).toBe(
			true,
		);
		const warnings = readFileSync(log, 'utf8')
			.split('\n')
			.filter((line) => /\[WARN\]/.test(line) && /\[content\]|collection/i.test(line));
		expect(warnings).toEqual([]);
	},
);

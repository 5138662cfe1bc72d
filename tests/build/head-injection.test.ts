/**
 * The site built from content whose owner's name and job title are markup (the fixture
 * content-hostile-name), read from its HTML as served (no browser): on every page
 * the head opens with the charset and then the one policy, before any script; each JSON-LD block
 * is one whole script element that parses back to the owner; the title carries the name as text.
 * That no page runs the name is shown in a browser (the head-injection spec).
 */
import { readFileSync } from 'node:fs';
import { select, selectAll } from 'hast-util-select';
import { expect, inject, test } from 'vitest';
import { readContent } from '../tools/content.ts';
import { attribute as attr, pageFile, readPage, text, textOf } from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';

const { site: owner } = readContent(SITES.hostile.content);
/** Every page, and the error page the server answers a missing path with. */
const PAGES = ['/', '/projects', '/about', '/resume', '/contact', '/404'];
const dist = () => inject('dist').hostile;

test('the owner’s settings pass the schema, and are markup that would run', () => {
	expect(owner.name).toContain('</script><script>');
	expect(owner.jobTitle).toContain('<script>');
});

test('in the served HTML each JSON-LD block is one whole script element, after the policy', () => {
	for (const path of PAGES) {
		const html = readFileSync(pageFile(dist(), path), 'utf8');
		const open = '<script type="application/ld+json">';
		// The HTML parser ends a script at the first `</script>`: the escaped name contains none.
		const blocks = html
			.split(open)
			.slice(1)
			.map((rest) => rest.slice(0, rest.indexOf('</script>')));
		expect(blocks.length, path).toBeGreaterThan(0);
		for (const json of blocks) {
			expect(json, path).not.toMatch(/[<>&]/);
			expect(JSON.parse(json), path).toBeTypeOf('object');
		}
		expect(JSON.parse(blocks[0]!), path).toMatchObject({
			name: owner.name,
			jobTitle: owner.jobTitle,
		});
		// The parsed page holds the same blocks: none was cut short or swallowed another element.
		const tree = readPage(dist(), path);
		expect(selectAll('script[type="application/ld+json"]', tree).map(textOf), path).toEqual(blocks);
		const policy = html.indexOf('<meta http-equiv="content-security-policy"');
		expect(policy, path).toBeGreaterThan(html.indexOf('<meta charset="utf-8">'));
		expect(policy, path).toBeLessThan(html.indexOf('<script'));
	}
});

test('every page: JSON-LD parses back to the owner, the title holds the name, the policy comes first', () => {
	for (const path of PAGES) {
		const tree = readPage(dist(), path);
		// The owner's Person on every page; the résumé page is also a ProfilePage about them.
		const data = selectAll('script[type="application/ld+json"]', tree).map((script) =>
			JSON.parse(text(script)),
		);
		expect(data, path).toHaveLength(path === '/resume' ? 2 : 1);
		expect(data[0], path).toMatchObject({
			'@type': 'Person',
			name: owner.name,
			jobTitle: owner.jobTitle,
		});
		if (path === '/resume')
			expect(data[1]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { name: owner.name } });
		expect(text(select('title', tree)!), path).toContain(owner.name);

		// The head: charset, then the policy, and no script anywhere before the policy.
		const isPolicy = (element: { properties: Record<string, unknown> }) =>
			String(element.properties.httpEquiv ?? '').toLowerCase() === 'content-security-policy';
		const head = selectAll('head > *', tree).map((element) =>
			isPolicy(element) ? 'policy' : element.properties.charSet ? 'charset' : element.tagName,
		);
		expect(head.slice(0, 2), path).toEqual(['charset', 'policy']);
		expect(
			head.filter((name) => name === 'policy'),
			path,
		).toHaveLength(1);
		const policy = attr(selectAll('head > meta', tree).find(isPolicy), 'content');
		expect(policy, path).toContain('upgrade-insecure-requests');
		expect(policy, path).toMatch(/img-src 'self';/);
		expect(attr(select('meta[name="referrer"]', tree), 'content'), path).toBe(
			'strict-origin-when-cross-origin',
		);
	}
});

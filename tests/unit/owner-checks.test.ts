/**
 * The owner's build checks (tests/owner/site-checks.ts) on small hand-made builds: each finds
 * what it looks for, says it in the content check's form, and finds nothing in a build without it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { VALID_CONTENT } from '../tools/content.ts';
import { pagesOfEachKind } from '../owner/page-kinds.ts';
import {
	brokenLinks,
	missingPages,
	overBudget,
	pageOf,
	unreadableData,
} from '../owner/site-checks.ts';
import { privacyLeaks } from '../owner/privacy-checks.ts';

let dir: string;
let dist: string;
let content: string;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'owner-checks-'));
	dist = join(dir, 'dist');
	content = join(dir, 'content');
	cpSync(VALID_CONTENT, content, { recursive: true });
	mkdirSync(dist);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (path: string, text: string) => {
	mkdirSync(dirname(join(dist, path)), { recursive: true });
	writeFileSync(join(dist, path), text);
};
const page = (body: string, head = '') =>
	`<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;

test('a built file is named by the page it serves', () => {
	expect(
		['index.html', 'about.html', 'es/index.html', 'es.html', 'projects/x.html'].map(pageOf),
	).toEqual(['/', '/about', '/es', '/es', '/projects/x']);
});

describe('links', () => {
	test('a link to a page or file of the build holds, on any of the ways to write it', () => {
		write(
			'index.html',
			page(
				'<a href="/about">a</a><a href="about">b</a><a href="https://test.example.com/about#x">c</a><img src="/a.png" alt="">',
			),
		);
		write('about.html', page('<a href="https://elsewhere.example/nope">out</a>'));
		write('a.png', 'png');
		expect(brokenLinks(dist, content)).toEqual([]);
	});

	test('a link to nothing names the page and the path', () => {
		write('index.html', page('<a href="/no-such-page">x</a><img srcset="/gone.png 2x" alt="">'));
		expect(brokenLinks(dist, content)).toEqual([
			'page /: link: /no-such-page leads to no page or file of the site; correct the link in your content (a Markdown link or a JSON field), or add what it names',
			'page /: link: /gone.png leads to no page or file of the site; correct the link in your content (a Markdown link or a JSON field), or add what it names',
		]);
	});

	test('a link to a file, a drive, a share or a loopback address is named with its fix', () => {
		const local = [
			'file:///etc/passwd',
			'C:\\Users\\me\\cv.pdf',
			'\\\\server\\share\\cv.pdf',
			'http://localhost:4321/about',
			'http://127.0.0.2/',
			'http://[::1]:8080/',
			'http://0.0.0.0/',
		];
		write(
			'index.html',
			page(
				local.map((href) => `<a href="${href}">x</a>`).join('') +
					'<a href="https://localhost.example.com/">fine</a>',
				'<link rel="canonical" href="http://localhost:4321/">',
			),
		);
		const problems = brokenLinks(dist, content);
		expect(problems).toHaveLength(local.length + 1);
		for (const href of local)
			expect(problems).toContain(
				`page /: link: ${JSON.stringify(href)} leads to a file or server on your own computer, which no visitor can open; link to its address on the web in your content (a Markdown link or a JSON field)`,
			);
	});
});

test('a page the content has but the build lacks is named', () => {
	write('index.html', page(''));
	expect(missingPages(dist, content)).toContain(
		"page /about: (build): the content has this page but the build holds no file for it; the template's code left it out: report it with your content",
	);
});

test('an announced feed that does not parse, and JSON that does not, are named', () => {
	const feed = '<link rel="alternate" type="application/rss+xml" href="/feeds/rss.xml">';
	write('index.html', page('', feed));
	write('feeds/rss.xml', '<rss><channel><title>x</title></channel></rss>');
	write('resume.json', '{"basics":{}}');
	expect(unreadableData(dist, content)).toEqual([]);
	write('feeds/rss.xml', 'not a feed');
	write('resume.json', '{"basics":');
	const problems = unreadableData(dist, content);
	expect(problems[0]).toMatch(/^file \/feeds\/rss\.xml: \(feed\): a feed reader cannot read it/);
	expect(problems[1]).toMatch(/^file \/resume\.json: \(json\): not JSON/);
});

test('a private field held back is named in its place, not for its words elsewhere; a published one is not', async () => {
	const resume = JSON.parse(readFileSync(join(content, 'resume.json'), 'utf8'));
	resume.basics.phone = '+1 555 010 4477';
	writeFileSync(join(content, 'resume.json'), JSON.stringify(resume));
	write('about.html', page('<p>Call +1 555 010 4477 for the office.</p>'));
	expect(await privacyLeaks(dist, content)).toEqual([]);
	write('resume.html', page('<ul class="contact"><li>+1 555 010 4477</li></ul>'));
	expect(await privacyLeaks(dist, content)).toEqual([
		`page /resume: basics.phone: published although site.json's "publish" leaves it out; report it with your content (the privacy rule is the template's)`,
	]);
	const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
	writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, publish: ['phone'] }));
	expect(await privacyLeaks(dist, content)).toEqual([]);
});

test('a script file before interaction, or inline script over the budget, is named', () => {
	write('index.html', page('<script>let a = 1;</script>'));
	expect(overBudget(dist)).toEqual([]);
	write('index.html', page('<script src="/x.js"></script>'));
	expect(overBudget(dist)).toEqual([
		'page /: (scripts): requests 1 script file(s) before interaction; report it with your content',
	]);
});

test('the browser checks visit one page of each kind: each route, each language home, the error page', () => {
	for (const path of [
		'index.html',
		'404.html',
		'about.html',
		'projects/a.html',
		'projects/b.html',
		'projects/tags/x.html',
		'es.html',
		'es/about.html',
	])
		write(path, page(''));
	expect(pagesOfEachKind(dist, ['es'])).toEqual([
		'/',
		'/404',
		'/about',
		'/es',
		'/projects/a',
		'/projects/tags/x',
	]);
});

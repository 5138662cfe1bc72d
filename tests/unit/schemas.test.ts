import { readJson as readContentJson } from '../../src/data/content-files.ts';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compareProjects, projectFileSchema } from '../../src/schemas/project.ts';
import { pageSettings, siteSchema } from '../../src/schemas/site.ts';
import { pagesSchema } from '../../src/schemas/pages.ts';
import { fill, segments } from '../../src/i18n/template.client.ts';
import { formatIssues, formatPath } from '../../src/schemas/messages.ts';
import { readDefaultTexts } from '../../src/settings/page-texts.ts';
import {
	CONTENT_DIR,
	projectFileNames,
	readCopy,
	readFrontmatter,
	settings,
} from '../tools/content.ts';

const projectFiles = projectFileNames();
const readJson = (path: string): unknown => readContentJson(join(CONTENT_DIR, path), path);

/** The lines `content:check` and the build print for `value`; [] when it is valid. */
function problems(
	schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
	value: unknown,
	file = 'x.md',
) {
	const result = schema.safeParse(value);
	return result.success
		? []
		: formatIssues(file, result.error as Parameters<typeof formatIssues>[1]);
}

describe('shipped content', () => {
	test('there is at least one project', () => {
		expect(projectFiles.length).toBeGreaterThan(0);
	});

	test.each(projectFiles)('projects/%s has valid frontmatter', (file) => {
		const data = readFrontmatter(join(CONTENT_DIR, 'projects', file));
		expect(problems(projectFileSchema, data, file)).toEqual([]);
	});

	test('site.json is valid', () => {
		expect(problems(siteSchema, readJson('site.json'), 'site.json')).toEqual([]);
	});

	test('content/pages.json is valid over the built-in texts', () => {
		const found: string[] = [];
		readDefaultTexts(CONTENT_DIR, (file) => file, found, settings.languages?.[0]);
		expect(found).toEqual([]);
	});
});

/** A valid project frontmatter; each case below breaks one thing. */
const valid = {
	title: 'My App',
	desc: 'A short description.',
	img: './my-app.png',
	authorName: 'Test Author',
	href: 'https://my-app.example.com',
	github: 'https://github.com/test/my-app',
	category: ['React', 'CSS'],
	order: 1,
};
const without = (...keys: (keyof typeof valid)[]) =>
	Object.fromEntries(
		Object.entries(valid).filter(([k]) => !keys.includes(k as keyof typeof valid)),
	);

describe('projectFileSchema', () => {
	test('accepts a valid project, with or without order', () => {
		expect(problems(projectFileSchema, valid)).toEqual([]);
		expect(problems(projectFileSchema, without('order'))).toEqual([]);
	});

	test('draft is optional and true or false', () => {
		expect(projectFileSchema.parse(valid).draft).toBeUndefined();
		expect(projectFileSchema.parse({ ...valid, draft: true }).draft).toBe(true);
		expect(projectFileSchema.parse({ ...valid, draft: false }).draft).toBe(false);
		expect(problems(projectFileSchema, { ...valid, draft: 'yes' })).toEqual([
			'x.md: draft: expected true or false, got "yes"; write draft: true, or remove the line',
		]);
	});

	test.each([
		['missing title', without('title'), ['x.md: title: missing; write the project name']],
		[
			'empty desc',
			{ ...valid, desc: '   ' },
			['x.md: desc: is empty; write a one or two sentence description'],
		],
		[
			'href not a URL',
			{ ...valid, href: 'todo' },
			[
				'x.md: href: expected a URL, got "todo"; write the full live address, e.g. https://example.com',
			],
		],
		[
			'href not http(s)',
			{ ...valid, href: 'ftp://files.example.com' },
			[
				'x.md: href: expected a URL, got "ftp://files.example.com"; write the full live address, e.g. https://example.com',
			],
		],
		[
			'github without a scheme',
			{ ...valid, github: 'github.com/test/my-app' },
			[
				'x.md: github: expected a URL, got "github.com/test/my-app"; write the full repository address, e.g. https://github.com/you/project',
			],
		],
		[
			'category not a list',
			{ ...valid, category: 'React' },
			['x.md: category: expected a list of tags, got "React"; write a list, e.g. [React, CSS]'],
		],
		[
			'empty category list',
			{ ...valid, category: [] },
			['x.md: category: is empty; add at least one technology tag'],
		],
		[
			'empty tag in the list',
			{ ...valid, category: ['React', ''] },
			['x.md: category[1]: is empty; remove the empty tag'],
		],
		[
			'unknown key',
			{ ...valid, tags: ['React'] },
			['x.md: tags: unknown field; remove it or fix its spelling'],
		],
		[
			'misspelled key',
			{ ...without('desc'), description: 'A short description.' },
			[
				'x.md: desc: missing; write a one or two sentence description',
				'x.md: description: unknown field; remove it or fix its spelling',
			],
		],
		[
			'order not an integer',
			{ ...valid, order: 1.5 },
			['x.md: order: must be a whole number; lower comes first'],
		],
		[
			'order not a number',
			{ ...valid, order: 'first' },
			['x.md: order: expected a number, got "first"; write a whole number; lower comes first'],
		],
		[
			'title of the wrong type',
			{ ...valid, title: 42 },
			['x.md: title: expected text, got 42; write the project name'],
		],
		[
			'featured that is not true or false',
			{ ...valid, featured: 'yes' },
			[
				'x.md: featured: expected true or false, got "yes"; write featured: true, or remove the line',
			],
		],
		[
			'authorName null (an empty YAML value)',
			{ ...valid, authorName: null },
			['x.md: authorName: expected text, got null; name the author'],
		],
		[
			'frontmatter that is a list',
			['title', 'desc'],
			[
				'x.md: (file): expected frontmatter fields, got ["title","desc"]; write "field: value" lines between the --- lines, e.g. title: My App',
			],
		],
	])('rejects %s, naming the field', (_kind, frontmatter, lines) => {
		expect(problems(projectFileSchema, frontmatter)).toEqual(lines);
	});

	test('an empty file reports every required field', () => {
		expect(problems(projectFileSchema, {}).map((line) => line.split(':')[1].trim())).toEqual([
			'title',
			'desc',
			'authorName',
			'href',
			'category',
		]);
	});

	test('a project may go without a repository and a screenshot', () => {
		expect(problems(projectFileSchema, without('github', 'img'))).toEqual([]);
	});

	test('the issue message itself names unknown keys, as the Astro build error shows only it', () => {
		const result = projectFileSchema.safeParse({ ...valid, tags: ['React'], Title: 'x' });
		expect(result.error?.issues.map((issue) => issue.message)).toEqual([
			'unknown field "tags", "Title"; remove it or fix its spelling',
		]);
	});

	test('trims text fields', () => {
		expect(projectFileSchema.parse({ ...valid, title: '  My App  ' }).title).toBe('My App');
	});
});

describe('site schema', () => {
	test.each([
		[
			'a résumé that is not a PDF',
			{ ...settings, resume: { src: 'cv.docx', label: 'Résumé' } },
			['site.json: resume.src: name a file in content/brand/ (.pdf), e.g. "resume.pdf"'],
		],
		[
			'a year as text',
			{ ...settings, copyrightYear: '2023' },
			['site.json: copyrightYear: expected a year, got "2023"; write a four-digit year, e.g. 2016'],
		],
		[
			'a logo outside content/brand/ and without alt text',
			{ ...settings, logo: { src: '../logo.svg', alt: '' } },
			[
				'site.json: logo.src: name a file in content/brand/ (.svg, .png, .webp), e.g. "logo.svg"',
				'site.json: logo.alt: is empty; describe the logo for screen readers',
			],
		],
		[
			'icons of the wrong kind',
			{ ...settings, touchIcon: 'icon.svg', socialImage: 'social.gif' },
			[
				'site.json: touchIcon: name a file in content/brand/ (.png), e.g. "apple-touch-icon.png"',
				'site.json: socialImage: name a file in content/brand/ (.png, .jpg), e.g. "social.png"',
			],
		],
		[
			'an unknown setting',
			{ ...settings, phone: '555-0100' },
			['site.json: phone: unknown field; remove it or fix its spelling'],
		],
		[
			'a private field to publish that does not exist',
			{ ...settings, publish: ['phone', 'birthday'] },
			[
				'site.json: publish[1]: expected one of phone, address, postalCode, birth, references, salary, idNumber, personal, got "birthday"; name a field to publish or remove it',
			],
		],
		[
			'language codes the build cannot read or whose pages would share a folder of the site',
			{ ...settings, languages: ['en', 'en-a1', 'og', 'projects', 'en-US-US'] },
			[
				'site.json: languages[1]: is not a language tag; write a language tag, e.g. "en", "es" or "pt-BR"',
				'site.json: languages[2]: "og" is a folder of the site (/og/), which its pages in that language would share; write a language tag, e.g. "en", "es" or "pt-BR"',
				'site.json: languages[3]: "projects" is a folder of the site (/projects/), which its pages in that language would share; write a language tag, e.g. "en", "es" or "pt-BR"',
				'site.json: languages[4]: is not a language tag; write a language tag, e.g. "en", "es" or "pt-BR"',
			],
		],
		[
			'a page switch that is not true or false',
			{ ...settings, pages: { resume: 'no', contact: 0 } },
			[
				'site.json: pages.resume: expected true or false, got "no"; write "resume": false to leave the page out, or remove the line',
				'site.json: pages.contact: expected true or false, got 0; write "contact": false to leave the page out, or remove the line',
			],
		],
		[
			'a page the site cannot go without, or misspelled',
			{ ...settings, pages: { about: false, tag: false } },
			[
				'site.json: pages.about: unknown field; remove it or fix its spelling',
				'site.json: pages.tag: unknown field; remove it or fix its spelling',
			],
		],
		[
			'pages as a list',
			{ ...settings, pages: ['contact'] },
			[
				'site.json: pages: expected the pages to build, got ["contact"]; write e.g. { "contact": false } to leave out the contact page, or leave the field out',
			],
		],
		[
			'a font that is not text',
			{ ...settings, font: 12 },
			[
				'site.json: font: expected a font family\'s name, got 12; write a Fontsource family\'s name, e.g. "Source Sans 3", or leave the field out',
			],
		],
		[
			'a font named by a path',
			{ ...settings, font: '../inter' },
			[
				'site.json: font: is not a font family\'s name; write a Fontsource family\'s name, e.g. "Source Sans 3", or leave the field out',
			],
		],
		[
			'an empty font',
			{ ...settings, font: ' ' },
			[
				'site.json: font: is empty; write a Fontsource family\'s name, e.g. "Source Sans 3", or leave the field out',
			],
		],
	])('site.json: rejects %s', (_kind, value, lines) => {
		expect(problems(siteSchema, value, 'site.json')).toEqual(lines);
	});

	test('every optional page is built unless site.json turns it off', () => {
		expect(pageSettings(siteSchema.parse(settings))).toEqual({
			resume: true,
			tags: true,
			contact: true,
		});
		expect(pageSettings(siteSchema.parse({ ...settings, pages: { tags: false } }))).toEqual({
			resume: true,
			tags: false,
			contact: true,
		});
	});
});

describe('formatPath', () => {
	test.each([
		[[], ''],
		[['title'], 'title'],
		[['category', 0], 'category[0]'],
		[[2, 'id'], '[2].id'],
		[['logo', 'src'], 'logo.src'],
	] as const)('%j -> %j', (path, shown) => {
		expect(formatPath(path)).toBe(shown);
	});
});

describe('compareProjects', () => {
	test('sorts by order, then by title; projects without order come last', () => {
		const projects = [
			{ title: 'Zeta' },
			{ title: 'Gamma', order: 2 },
			{ title: 'Alpha' },
			{ title: 'Beta', order: 1 },
			{ title: 'Delta', order: 2 },
			{ title: 'Omega', order: -1 },
		];
		expect(projects.sort(compareProjects).map((project) => project.title)).toEqual([
			'Omega',
			'Beta',
			'Delta',
			'Gamma',
			'Alpha',
			'Zeta',
		]);
	});
});

describe('page texts (content/pages.json over the built-in ones)', () => {
	const pages = readCopy() as unknown as Record<string, Record<string, unknown>>;
	const withText = (group: string, field: string, value: unknown) => ({
		...pages,
		[group]: { ...pages[group], [field]: value },
	});
	const withFormText = (field: string, value: unknown) =>
		withText('contact', 'form', {
			...(pages.contact!.form as Record<string, unknown>),
			[field]: value,
		});

	test.each([
		[
			'an empty text',
			withText('error', 'heading', '  '),
			['pages.json: error.heading: is empty; write the heading of the error page, e.g. "Oops!"'],
		],
		[
			'a missing text',
			withText('home', 'greeting', undefined),
			[
				'pages.json: home.greeting: missing; write your greeting with {name} where your name goes, e.g. "Hi, I\'m {name}"',
			],
		],
		[
			'an unknown placeholder',
			withText('projects', 'description', 'By {owner}.'),
			['pages.json: projects.description: unknown placeholder {owner}; use only {name}'],
		],
		[
			'a greeting with a placeholder other than the name',
			withText('home', 'greeting', 'Hello, {owner}!'),
			['pages.json: home.greeting: unknown placeholder {owner}; use only {name}'],
		],
		[
			'a placeholder twice',
			withText('about', 'links', 'Mail {email} or {email}.'),
			['pages.json: about.links: {email} is used twice; use it once'],
		],
		[
			'a code link in the sentence for a résumé without one',
			withText('about', 'linksNoCode', 'See {projects} and {code}.'),
			[
				'pages.json: about.linksNoCode: unknown placeholder {code}; use only {projects}, {contact}, {email}',
			],
		],
		[
			'a text without its link',
			withText('contact', 'noscript', 'Please write to me.'),
			[
				'pages.json: contact.noscript: {email} is missing; write what visitors without JavaScript see, e.g. "Please e-mail me at {email}."',
			],
		],
		[
			"a copyright line without the owner's name",
			withText('layout', 'copyright', '© {year}. All rights reserved.'),
			[
				'pages.json: layout.copyright: {name} is missing; write e.g. "© {year} {name}. All rights reserved."',
			],
		],
		[
			'an empty alert of the contact form',
			withFormText('sent', ''),
			[
				'pages.json: contact.form.sent: is empty; write the alert after a successful send, e.g. "Message successfully sent!"',
			],
		],
		[
			'a tag heading without the tag',
			withText('projects', 'tagHeading', 'Projects'),
			['pages.json: projects.tagHeading: {tag} is missing; write e.g. "Projects with {tag}"'],
		],
		[
			'a language that is not a language tag',
			{ ...pages, lang: 'English' },
			['pages.json: lang: is not a language tag; write e.g. "en", "en-GB" or "de"'],
		],
		[
			'an unknown text',
			withText('home', 'subtitle', 'Hello'),
			['pages.json: home.subtitle: unknown field; remove it or fix its spelling'],
		],
	])('rejects %s', (_kind, value, lines) => {
		expect(problems(pagesSchema, value, 'pages.json')).toEqual(lines);
	});

	test('placeholders: filled with values, or split out for links', () => {
		expect(fill('About {name}, {years} years.', { name: 'Ada', years: 3 })).toBe(
			'About Ada, 3 years.',
		);
		expect(segments('Mail {email}.')).toEqual(['Mail ', { slot: 'email' }, '.']);
		expect(segments('{projects}, or {contact}')).toEqual([
			{ slot: 'projects' },
			', or ',
			{ slot: 'contact' },
		]);
	});

	test('a value ending in the mark the text puts right after it does not double it', () => {
		const copyright = '© {year} {name}. All rights reserved.';
		expect(fill(copyright, { year: 2026, name: 'Sam Smith Jr.' })).toBe(
			'© 2026 Sam Smith Jr. All rights reserved.',
		);
		expect(fill(copyright, { year: 2026, name: 'Ada' })).toBe('© 2026 Ada. All rights reserved.');
		expect(fill('{name}, {title}?', { name: 'Acme, Inc.', title: 'Why?' })).toBe(
			'Acme, Inc., Why?',
		);
		expect(fill('{name}。', { name: '山田。' })).toBe('山田。');
		// Another mark, or one that is not the value's last character, stays.
		expect(fill('{name}: {tag}.', { name: 'J. Doe Jr.', tag: 'C#' })).toBe('J. Doe Jr.: C#.');
		expect(fill('({name})', { name: 'Ada (Lovelace)' })).toBe('(Ada (Lovelace))');
	});
});

/**
 * The résumé outputs of whole builds, from the variants of the valid fixture content with another
 * résumé in it (`VARIANTS`): a complete JSON Resume document (every section, a phone number,
 * a street address and references) and a sparse one (no jobs, no skills). What the pages, the PDF
 * and /resume.json show, what they hold back, and that no heading stands empty.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, test } from 'vitest';
import { resumeSchema } from '../../src/schemas/resume.ts';
import { withModernNames } from '../../src/schemas/resume-names.ts';
import { degreeOf, resumeSections } from '../../src/resume/sections.ts';
import { profilesOf } from '../../src/resume/profiles.ts';
import { fill } from '../../src/i18n/template.client.ts';
import { runContentScript } from '../tools/content-script.ts';
import { readCopy, VALID_CONTENT } from '../tools/content.ts';
import { officialErrors } from '../tools/json-resume.ts';
import { ILLUSTRATION, VARIANTS } from './variants.ts';

const ROOT = join(import.meta.dirname, '../..');
const copy = readCopy(VALID_CONTENT);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Every file under `dir`. */
function filesIn(dir: string): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.map((file) => join(dir, file))
		.filter((file) => statSync(file).isFile());
}

/** The text of an HTML element's contents, tags and entities reduced to what a reader sees. */
const textOf = (html: string) =>
	html
		.replace(/<[^>]+>/g, '')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;|&#34;/g, '"')
		.replace(/&#39;|&#x27;/g, "'")
		.replace(/&amp;/g, '&')
		.trim();

/** The level-2 headings of a page, in order, each with what follows it up to the next one. */
function sectionsOf(html: string): { heading: string; body: string }[] {
	const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
	return main
		.split(/(?=<h2\b)/)
		.slice(1)
		.map((part) => {
			const [, heading = '', body = ''] = /^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/.exec(part) ?? [];
			return { heading: textOf(heading), body: textOf(body) };
		});
}

async function pdfText(file: string): Promise<string> {
	const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
	return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('a complete JSON Resume document', () => {
	const file = join(ROOT, VARIANTS.cases.resume);
	const resume = resumeSchema.parse(readJson(file));
	const basics = resume.basics!;
	/** What must reach no file of the build: the private fields the owner did not opt in. */
	const secrets = [
		basics.phone!,
		basics.location!.address!,
		basics.location!.postalCode!,
		resume.references![0]!.reference!,
	];
	const dist = inject('dist').cases;

	test('/resume shows every section in the standard order, each entry under it', () => {
		const html = readFileSync(join(dist, 'resume.html'), 'utf8');
		const expected = resumeSections(
			{ ...resume, references: undefined },
			copy.resume.sections,
			copy.resume.present,
			copy.lang,
		);
		const shown = sectionsOf(html);
		expect(shown.map((section) => section.heading)).toEqual(
			expected.map((section) => section.heading),
		);
		for (const [index, section] of expected.entries())
			for (const entry of section.entries) expect(shown[index]!.body).toContain(entry.title);
		// The summary's markup is the owner's text, shown as text.
		expect(html).toContain('&lt;code&gt;');
	});

	test('the PDF holds the name, every section heading and every entry as text', async () => {
		const text = await pdfText(join(dist, 'resume.pdf'));
		expect(text).toContain(basics.name);
		for (const section of resumeSections(resume, copy.resume.sections, 'x', copy.lang)) {
			if (section.key === 'references') continue;
			// Headings are set in capitals, as parsers look for them.
			expect(text).toContain(section.heading.toLocaleUpperCase(copy.lang));
			for (const entry of section.entries) expect(text).toContain(entry.title);
		}
	});

	test('no file of the build holds the phone number, street address, postal code or references', async () => {
		for (const path of filesIn(dist)) {
			const content = path.endsWith('.pdf')
				? await pdfText(path)
				: readFileSync(path).toString('utf8');
			for (const secret of secrets) expect(content, path).not.toContain(secret);
		}
	});

	test("the owner's photo is on /resume, in the PDF and in /resume.json at its built address", () => {
		const html = readFileSync(join(dist, 'resume.html'), 'utf8');
		const img = /<img[^>]*class="photo[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
		const src = /src="([^"]+)"/.exec(img)?.[1];
		expect(src).toBeDefined();
		expect(statSync(join(dist, src!)).size).toBeGreaterThan(0);
		expect(readFileSync(join(dist, 'resume.pdf')).toString('latin1')).toMatch(
			/\/Subtype\s*\/Image/,
		);
		const published = readJson(join(dist, 'resume.json')) as { basics: { image: string } };
		const url = new URL(published.basics.image);
		expect(statSync(join(dist, url.pathname)).size).toBeGreaterThan(0);
	});

	test('/resume.json is a JSON Resume document without the private fields', () => {
		const published = readJson(join(dist, 'resume.json'));
		expect(officialErrors(published)).toEqual([]);
		expect(published).toMatchObject({
			basics: { name: basics.name, location: { city: basics.location!.city } },
		});
	});
});

describe("a résumé without jobs or skills, and a home picture of the owner's choosing", () => {
	const dist = inject('dist').sparse;

	test('the home page shows the picture with its alt text, asked for from the head', () => {
		const html = readFileSync(join(dist, 'index.html'), 'utf8');
		const img = new RegExp(`<img[^>]*alt="${ILLUSTRATION.alt}"[^>]*>`).exec(html)?.[0] ?? '';
		const src = /src="([^"]+)"/.exec(img)?.[1];
		expect(src).toBeDefined();
		expect(img).toContain('srcset=');
		expect(statSync(join(dist, src!)).size).toBeGreaterThan(0);
		expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${src}"`));
		// The sample illustration is not drawn beside it.
		expect(html).not.toMatch(/class="[^"]*theme-band/);
	});

	test.each(['about.html', 'resume.html'])(
		'%s has no empty heading and none for what is missing',
		(page) => {
			const sections = sectionsOf(readFileSync(join(dist, page), 'utf8'));
			expect(sections.length).toBeGreaterThan(0);
			for (const section of sections) expect(section.body, section.heading).not.toBe('');
			const headings = sections.map((section) => section.heading);
			for (const missing of [
				copy.about.experience,
				copy.about.skills,
				copy.resume.sections.work,
				copy.resume.sections.skills,
			])
				expect(headings).not.toContain(missing);
		},
	);
});

/**
 * A document as /resume.json publishes it: older names in their 1.0 form, no phone, street
 * address, postal code or references, no blank text (`"endDate": ""` counts as left out).
 */
function resumeDocumentOf(document: Record<string, unknown>): Record<string, unknown> {
	const modern = structuredClone(withModernNames(document).document) as {
		basics: { phone?: string; location?: { address?: string; postalCode?: string } };
		references?: unknown;
	};
	delete modern.basics.phone;
	delete modern.basics.location?.address;
	delete modern.basics.location?.postalCode;
	delete modern.references;
	const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';
	return JSON.parse(
		JSON.stringify(modern, (_key, value: unknown) =>
			Array.isArray(value)
				? value.filter((each) => !blank(each))
				: blank(value)
					? undefined
					: value,
		),
	);
}

/** The text of a page's `<main>`, as a reader sees it. */
const mainText = (dist: string, page: string) =>
	textOf(
		/<main[^>]*>([\s\S]*?)<\/main>/.exec(readFileSync(join(dist, page), 'utf8'))?.[1] ?? '',
	).replace(/\s+/g, ' ');

describe.each([
	['the JSON Resume sample', 'sample'],
	['a résumé in the older JSON Resume names', 'older'],
] as const)('%s builds as it is', (_name, variant) => {
	const written = readJson(join(ROOT, VARIANTS[variant].resume)) as Record<string, unknown>;
	const resume = resumeSchema.parse(written);
	const dist = inject('dist')[variant];

	test('content:check passes it, with notes and no problem', async () => {
		const { status, stdout, stderr } = await runContentScript(
			['check', '--root', '.'],
			VARIANTS[variant].content,
		);
		expect(stderr).toBe('');
		expect(status).toBe(0);
		expect(stdout).toMatch(
			/^Note: .*resume\.json: basics\.phone: private \(phone\), in a file git tracks/m,
		);
		if (variant === 'older')
			expect(stdout).toContain(
				'resume.json: work[0].company: an older JSON Resume name, read as work[0].name; rename it to name',
			);
	});

	test('About shows the jobs with their employers and highlights, the degrees and the skills', () => {
		const about = mainText(dist, 'about.html');
		for (const job of resume.work ?? []) {
			expect(about).toContain(job.name);
			for (const highlight of job.highlights ?? []) expect(about).toContain(highlight);
		}
		for (const degree of resume.education ?? [])
			expect(about).toContain(degreeOf(degree, copy.lang));
		for (const skill of resume.skills ?? [])
			expect(about).toContain(`${skill.name}: ${(skill.keywords ?? []).join(', ')}`);
	});

	test("About's sentence of links has the code link only with a code profile", () => {
		const code = profilesOf(resume.basics).find((profile) => profile.code);
		const sentence = fill(code ? copy.about.links : copy.about.linksNoCode, {
			projects: copy.about.projectsLink,
			code: `${code?.label} ${copy.layout.newTab}`,
			contact: copy.about.contactLink,
			email: resume.basics!.email!,
		});
		expect(mainText(dist, 'about.html')).toContain(sentence);
		// The sample has no GitHub, GitLab or Codeberg profile: its page takes the other sentence.
		if (variant === 'sample') expect(code).toBeUndefined();
	});

	test('/resume shows every section it holds but the references it keeps back', () => {
		const headings = sectionsOf(readFileSync(join(dist, 'resume.html'), 'utf8')).map(
			(section) => section.heading,
		);
		const held = resumeSections(resume, copy.resume.sections, 'x', copy.lang)
			.filter((section) => section.key !== 'references')
			.map((section) => section.heading);
		expect(headings).toEqual(held);
		expect(mainText(dist, 'resume.html')).toContain(resume.work![0]!.name);
	});

	test('/resume.json is the document as written, in 1.0 names, without the private fields or blank texts', () => {
		const published = readJson(join(dist, 'resume.json')) as Record<string, unknown>;
		expect(published).toEqual(resumeDocumentOf(written));
		expect(officialErrors(published)).toEqual([]);
	});
});

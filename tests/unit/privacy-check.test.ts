/**
 * The owner's privacy check (tests/owner/privacy-checks.ts) judges a private field by its place in
 * each output, never by its words elsewhere: generated résumés whose private fields hold the same
 * words as public ones (a job's place, the city, the name) raise no alarm on the outputs the
 * template makes of them, and the same field put into its place (its key in /resume.json, a
 * contact line of the page or the PDF, the JSON-LD) is named.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { renderResumePdf } from '../../src/pdf/resume.ts';
import { publishedResume } from '../../src/resume/privacy.ts';
import { resumeView } from '../../src/resume/view.ts';
import { personJsonLd } from '../../src/share/structured-data.ts';
import { resumeSchema, type PrivateField } from '../../src/schemas/resume.ts';
import { pathText, valueAt, type FieldPath } from '../../src/resume/private-fields.ts';
import { escapeRegExp, readCopy, VALID_CONTENT } from '../tools/content.ts';
import { privacyLeaks } from '../owner/privacy-checks.ts';

const work = mkdtempSync(join(tmpdir(), 'privacy-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let runs = 0;

const copy = readCopy(VALID_CONTENT);
/** The valid content's settings, as the owner's site.json would be. */
const SITE = JSON.parse(readFileSync(join(VALID_CONTENT, 'site.json'), 'utf8')) as object;
const escape = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Public words, in several scripts, that private fields take too. */
const WORDS = ['г. Екатеринбург', 'Екатеринбург', 'Denton', 'Texas', 'Acme', '東京都', 'Remote'];
const word = fc.constantFrom(...WORDS);

/** A résumé whose private fields hold public words, where they are kept, and what is published. */
const owner = fc.record({
	city: word,
	region: word,
	jobs: fc.array(fc.record({ name: word, location: word }), { minLength: 1, maxLength: 3 }),
	phone: fc.option(fc.oneof(word, fc.constant('+7 912 555-01-23')), { nil: undefined }),
	mobile: fc.option(word, { nil: undefined }),
	address: fc.option(word, { nil: undefined }),
	postalCode: fc.option(fc.oneof(word, fc.constant('620014')), { nil: undefined }),
	dateOfBirth: fc.option(word, { nil: undefined }),
	reference: fc.option(word, { nil: undefined }),
	/** The private fields kept in the private résumé rather than resume.json. */
	inPrivateFile: fc.boolean(),
	publish: fc.subarray<PrivateField>(['phone', 'address', 'postalCode', 'birth', 'references']),
});
type Owner = typeof owner extends fc.Arbitrary<infer T> ? T : never;

/** The owner's resume.json and private résumé. */
function documentsOf(case_: Owner) {
	const secret = {
		basics: {
			...(case_.phone && { phone: case_.phone }),
			...(case_.mobile && { mobile: case_.mobile }),
			...(case_.dateOfBirth && { dateOfBirth: case_.dateOfBirth }),
			location: {
				...(case_.address && { address: case_.address }),
				...(case_.postalCode && { postalCode: case_.postalCode }),
			},
		},
		...(case_.reference && { references: [{ name: 'Ref', reference: case_.reference }] }),
	};
	const open = {
		basics: {
			name: 'Test Owner',
			label: 'Developer',
			email: 'owner@example.com',
			location: { city: case_.city, region: case_.region, countryCode: 'RU' },
			profiles: [{ network: 'GitHub', url: 'https://github.com/test-owner' }],
		},
		work: case_.jobs.map((job) => ({ ...job, position: 'Developer', startDate: '2016' })),
	};
	if (case_.inPrivateFile) return { written: open, kept: secret };
	return {
		written: {
			...open,
			...secret,
			basics: {
				...open.basics,
				...secret.basics,
				location: { ...open.basics.location, ...secret.basics.location },
			},
		},
		kept: undefined,
	};
}

/** A content folder and the build the template makes of it: /resume.json and /resume. */
function siteOf(case_: Owner) {
	const dir = join(work, `site-${++runs}`);
	const content = join(dir, 'content');
	const dist = join(dir, 'dist');
	mkdirSync(dist, { recursive: true });
	cpSync(join(VALID_CONTENT, 'pages.json'), join(content, 'pages.json'));
	writeFileSync(join(content, 'site.json'), JSON.stringify({ ...SITE, publish: case_.publish }));
	const { written, kept } = documentsOf(case_);
	writeFileSync(join(content, 'resume.json'), JSON.stringify(written));
	if (kept) {
		mkdirSync(join(content, 'private'));
		writeFileSync(join(content, 'private', 'resume.json'), JSON.stringify(kept));
	}
	const document = publishedResume(written, case_.publish);
	const resume = publishedResume(resumeSchema.parse(written), case_.publish);
	const view = resumeView(resume, copy);
	const write = (file: string, text: string) => {
		mkdirSync(dirname(join(dist, file)), { recursive: true });
		writeFileSync(join(dist, file), text);
	};
	write('resume.json', JSON.stringify(document));
	const page = (lines: string[], jsonLd: unknown) =>
		`<!doctype html><html lang="en"><head><title>t</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><ul class="contact">${lines
			.map((line) => `<li>${escape(line)}</li>`)
			.join(
				'',
			)}</ul>${resume.references ? '<h2 id="resume-references">References</h2>' : ''}</body></html>`;
	const lines = view.header.contact.map((line) => line.network ?? line.text);
	const jsonLd = personJsonLd(resume, 'https://test.example.com/');
	write('resume.html', page(lines, jsonLd));
	return { content, dist, written, kept, document, lines, jsonLd, write, page };
}

/** The private fields of a case that the site must hold back: their place and value. */
function heldOf(
	case_: Owner,
	written: unknown,
	kept: unknown,
): { path: FieldPath; value: string }[] {
	const kinds: [FieldPath, PrivateField][] = [
		[['basics', 'phone'], 'phone'],
		[['basics', 'mobile'], 'phone'],
		[['basics', 'dateOfBirth'], 'birth'],
		[['basics', 'location', 'address'], 'address'],
		[['basics', 'location', 'postalCode'], 'postalCode'],
	];
	return kinds.flatMap(([path, kind]) => {
		const value = valueAt(kept ?? written, path);
		const held = kept !== undefined || !case_.publish.includes(kind);
		return typeof value === 'string' && held ? [{ path, value }] : [];
	});
}

describe('the privacy check judges a field by its place', () => {
	test('private fields holding the words of public ones raise no alarm', async () => {
		await fc.assert(
			fc.asyncProperty(owner, async (case_) => {
				const { dist, content } = siteOf(case_);
				expect(await privacyLeaks(dist, content)).toEqual([]);
			}),
			{ numRuns: 25 },
		);
	}, 60_000);

	test('a private field in its place is named: its key in /resume.json, a contact line, the JSON-LD', async () => {
		await fc.assert(
			fc.asyncProperty(
				owner.filter((case_) => {
					const { written, kept } = documentsOf(case_);
					return heldOf(case_, written, kept).length > 0;
				}),
				fc.nat(),
				async (case_, pick) => {
					const site = siteOf(case_);
					const held = heldOf(case_, site.written, site.kept);
					const { path, value } = held[pick % held.length]!;
					const field = pathText(path);
					// Its key in the published JSON.
					const document = structuredClone(site.document) as Record<string, unknown>;
					let at: Record<string, unknown> = document;
					for (const key of path.slice(0, -1) as string[])
						at = (at[key] ??= {}) as Record<string, unknown>;
					at[path.at(-1) as string] = value;
					site.write('resume.json', JSON.stringify(document));
					expect(await privacyLeaks(site.dist, site.content)).toContain(
						`file /resume.json: ${field}: published although site.json's "publish" leaves it out; report it with your content (the privacy rule is the template's)`,
					);
					site.write('resume.json', JSON.stringify(site.document));
					// A contact line of the page: the place line gains the address, or a line of its own.
					const place = site.lines.findIndex((line) => line.includes(case_.city));
					const lines =
						path.at(-1) === 'address' && place >= 0
							? site.lines.map((line, index) => (index === place ? `${value}, ${line}` : line))
							: [...site.lines, value];
					site.write('resume.html', site.page(lines, site.jsonLd));
					// On a page a value is all there is: a field of the same value may be the one named.
					const named = held.filter((other) => other.value === value).map((other) => other.path);
					expect(await privacyLeaks(site.dist, site.content)).toContainEqual(
						expect.stringMatching(
							new RegExp(
								`^page /resume: (${named.map((other) => escapeRegExp(pathText(other))).join('|')}): published although`,
							),
						),
					);
					// The JSON-LD, under schema.org's name for the field.
					const key = SCHEMA_ORG[path.at(-1) as string]!;
					site.write('resume.html', site.page(site.lines, { ...site.jsonLd, [key]: value }));
					expect(await privacyLeaks(site.dist, site.content)).toContain(
						`page /resume: (JSON-LD) ${key}: published although site.json's "publish" leaves it out; report it with your content (the privacy rule is the template's)`,
					);
				},
			),
			{ numRuns: 25 },
		);
	}, 60_000);

	test("the PDF: a city that is also the private address raises no alarm; the address on the PDF's contact line is named", async () => {
		const case_: Owner = {
			city: 'Екатеринбург',
			region: 'Свердловская область',
			jobs: [{ name: 'Контур', location: 'г. Екатеринбург' }],
			phone: '+7 912 555-01-23',
			mobile: undefined,
			address: 'г. Екатеринбург',
			postalCode: undefined,
			dateOfBirth: undefined,
			reference: undefined,
			inPrivateFile: false,
			publish: [],
		};
		const site = siteOf(case_);
		const pdf = async (publish: PrivateField[]) => {
			const resume = publishedResume(resumeSchema.parse(site.written), publish);
			const view = resumeView(resume, copy);
			const title = copy.resume.title;
			site.write('resume.pdf', '');
			writeFileSync(
				join(site.dist, 'resume.pdf'),
				await renderResumePdf({ resume, view, lang: 'en', title, accent: '#8a5a00' }),
			);
		};
		await pdf([]);
		expect(await privacyLeaks(site.dist, site.content)).toEqual([]);
		await pdf(['address', 'phone']);
		expect((await privacyLeaks(site.dist, site.content)).sort()).toEqual(
			['basics.location.address', 'basics.phone'].map(
				(field) =>
					`file /resume.pdf: ${field}: published although site.json's "publish" leaves it out; report it with your content (the privacy rule is the template's)`,
			),
		);
	});
});

/** The JSON-LD's name of each private field of the cases. */
const SCHEMA_ORG: Record<string, string> = {
	phone: 'telephone',
	mobile: 'telephone',
	address: 'address',
	postalCode: 'postalCode',
	dateOfBirth: 'birthDate',
};

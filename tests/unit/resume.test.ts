/**
 * The résumé: the sample and the fixtures are JSON Resume documents (checked with the official
 * schema of the @jsonresume/schema package), the zod schema's messages name field and fix, the
 * privacy rules hold the private fields back, and the pages' views of it (profiles, periods,
 * sections, JSON-LD) follow the document.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
	RESUME_LIMITS,
	resumeDateNotes,
	resumeSchema,
	resumeSiteProblems,
	type ResumeDocument,
} from '../../src/schemas/resume.ts';
import { formatIssues } from '../../src/schemas/messages.ts';
import { periodOf } from '../../src/resume/dates.ts';
import { pdfFileName } from '../../src/resume/file-name.ts';
import { profilesOf } from '../../src/resume/profiles.ts';
import { publishedResume, withheldFields } from '../../src/resume/privacy.ts';
import { resumeSections, SECTION_ORDER } from '../../src/resume/sections.ts';
import { entriesOf, resumeView } from '../../src/resume/view.ts';
import { personJsonLd } from '../../src/share/structured-data.ts';
import { CONTENT_DIR, copy, manyCopy as fixtureCopy, readResume } from '../tools/content.ts';
import { officialErrors } from '../tools/json-resume.ts';
import { fixtureFile } from '../tools/fixture-content.ts';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures');
/** The content fixtures, but the one whose résumé is broken on purpose. */
const FIXTURE_NAMES = readdirSync(FIXTURES).filter(
	(name) => name.startsWith('content-') && name !== 'content-broken',
);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
/** A file named by its path in the project. */
const named = (file: string): [string, string] => [file.slice(ROOT.length + 1), file];

/** The JSON Resume project's own documents: its sample and its examples, as they are. */
const SCHEMA_PACKAGE = dirname(
	createRequire(import.meta.url).resolve('@jsonresume/schema/schema.json'),
);
const OFFICIAL: [string, string][] = [
	'sample.resume.json',
	...readdirSync(join(SCHEMA_PACKAGE, 'examples')).map((name) => `examples/${name}`),
].map((name) => [`@jsonresume/schema/${name}`, join(SCHEMA_PACKAGE, name)]);

/** Every résumé the tests build from, except the deliberately broken one: its name and file. */
const DOCUMENTS: [string, string][] = [
	named(join(CONTENT_DIR, 'resume.json')),
	// A fixture's résumé is its own file, else the valid fixture's, which its content copies.
	...FIXTURE_NAMES.map((name): [string, string] => [
		`tests/fixtures/${name}/resume.json`,
		fixtureFile(name, 'resume.json'),
	]),
	named(join(FIXTURES, 'resumes/complete.json')),
	named(join(FIXTURES, 'resumes/sparse.json')),
	named(join(FIXTURES, 'resumes/older-names.json')),
	...OFFICIAL,
];
const complete = resumeSchema.parse(readJson(join(FIXTURES, 'resumes/complete.json')));

/** The lines the build and content:check print for `value`; [] when it is valid. */
function problems(value: unknown): string[] {
	const result = resumeSchema.safeParse(value);
	return result.success ? [] : formatIssues('resume.json', result.error);
}

describe('résumé documents', () => {
	test.each(DOCUMENTS)('%s is a JSON Resume document the site reads', (_name, file) => {
		const document = readJson(file);
		// What the site publishes of it: a blank text counts as left out, as the check reads it.
		expect(officialErrors(publishedResume(document as ResumeDocument))).toEqual([]);
		expect(problems(document)).toEqual([]);
		expect(resumeSiteProblems(resumeSchema.parse(document), 'resume.json')).toEqual([]);
	});

	test.each(DOCUMENTS)('%s: every section it holds shows, every entry in it', (_name, file) => {
		const document = readJson(file) as Record<string, unknown>;
		const held = SECTION_ORDER.filter((key) => {
			const section = document[key];
			return Array.isArray(section) && section.length > 0;
		});
		const shown = resumeSections(resumeSchema.parse(document), copy.resume.sections, 'now', 'en');
		expect(shown.map((section) => section.key)).toEqual(held);
		for (const section of shown)
			expect(section.entries).toHaveLength((document[section.key] as unknown[]).length);
	});

	test('the older JSON Resume names are read as their 1.0 names', () => {
		const older = resumeSchema.parse(readJson(join(FIXTURES, 'resumes/older-names.json')));
		expect(older.basics?.url).toBe('https://oldfield.example');
		expect(older.work?.map((job) => job.name)).toEqual(['Quillon Print Works', 'Tallow & Wick']);
		expect(older.work?.[0]?.url).toBe('https://quillon.example.com');
		expect(older.volunteer?.[0]?.url).toBe('https://evenings.example.org');
		expect(older.education?.[0]?.score).toBe('First');
		expect(older.publications?.[0]?.url).toBe('https://monthly.example.com/fewer-steps');
		// A blank older photo counts as absent, as a blank 1.0 one does.
		expect(older.basics?.image).toBeUndefined();
		expect(resumeSchema.parse({ basics: { picture: 'me.png' } }).basics?.image).toBe('me.png');
	});

	test('what the site publishes of the complete résumé is still a JSON Resume document', () => {
		expect(officialErrors(publishedResume(complete))).toEqual([]);
		expect(officialErrors(readResume())).toEqual([]);
	});

	test('an empty "endDate" is a current job in every output, and left out of /resume.json', () => {
		const written = readJson(join(FIXTURES, 'resumes/complete.json')) as ResumeDocument;
		const job = (document: ResumeDocument) =>
			(document.work as { name?: string; endDate?: string }[]).find(
				(each) => each.name === 'Lumen Widgets',
			)!;
		expect(job(written).endDate).toBe('');
		expect(officialErrors(written)).not.toEqual([]);
		const published = publishedResume(written);
		expect(officialErrors(published)).toEqual([]);
		expect(job(published)).not.toHaveProperty('endDate');
		expect(job(published)).toHaveProperty('startDate', '2021-03');
		// The pages and the PDF read one view: the job runs to the owner's word for now.
		const lumen = entriesOf(resumeView(complete, fixtureCopy), 'work').find(
			(entry) => entry.title === 'Senior Developer',
		)!;
		expect(lumen.meta).toMatch(new RegExp(`–${fixtureCopy.resume.present}$`));
		expect(complete.work?.[0]?.endDate).toBeUndefined();
	});

	test("a certificate's startDate and endDate show as its period, like a job's", () => {
		const certificates = entriesOf(resumeView(complete, fixtureCopy), 'certificates');
		expect(certificates.map((entry) => [entry.title, entry.meta])).toEqual([
			['Certified Cloud Practitioner', 'Example Cloud · Jun 2021'],
			['Certified Kubernetes Administrator', 'Example Foundation · Feb 2020–Feb 2023'],
		]);
		expect(complete.certificates?.[1]).toMatchObject({ startDate: '2020-02', endDate: '2023-02' });
	});
});

describe('résumé schema messages', () => {
	test.each([
		[
			'a date that is not ISO 8601',
			{ work: [{}, {}, { startDate: 'spring 2016' }] },
			'resume.json: work[2].startDate: "spring 2016" is not a date; write 2016-04 or 2016',
		],
		[
			'a month that does not exist',
			{ education: [{ endDate: '2012-13' }] },
			'resume.json: education[0].endDate: "2012-13" is not a date; write 2016-04 or 2016',
		],
		[
			'a day that does not exist',
			{ awards: [{ date: '2023-02-30' }] },
			'resume.json: awards[0].date: "2023-02-30" is not a date; write 2016-04 or 2016',
		],
		[
			'a URL without a scheme',
			{ basics: { profiles: [{ network: 'GitHub', url: 'github.com/you' }] } },
			'resume.json: basics.profiles[0].url: "github.com/you" is not a URL; write the full address, e.g. https://github.com/you',
		],
		[
			'a section that is not a list',
			{ skills: 'React, SQL' },
			'resume.json: skills: expected a list, got "React, SQL"; write "skills": [{ "name": "React" }], or leave the section out',
		],
		[
			'a photo the pages and the PDF cannot draw',
			{ basics: { image: 'me.gif' } },
			'resume.json: basics.image: "me.gif" is not a photo; write the name of a .jpg or .png file in content/brand/, e.g. "photo.jpg"',
		],
		[
			'an e-mail address that is not one',
			{ basics: { email: 'me at home' } },
			'resume.json: basics.email: expected an e-mail address, got "me at home"; write e.g. jane@example.com',
		],
	])('%s names file, field and fix', (_kind, value, line) => {
		expect(problems(value)).toEqual([line]);
	});

	test('ISO dates of a year, a month and a day pass; empty strings count as absent', () => {
		const result = resumeSchema.parse({
			basics: { url: '', image: ' ', profiles: [{ network: 'GitHub', url: '' }] },
			work: [
				{ startDate: '2016', endDate: '2016-04' },
				{ startDate: '2016-04-01', url: '' },
			],
		});
		expect(result.basics).toEqual({ profiles: [{ network: 'GitHub' }] });
		expect(result.work).toEqual([
			{ startDate: '2016', endDate: '2016-04' },
			{ startDate: '2016-04-01' },
		]);
	});

	test('a photo is a JPEG or PNG in content/brand/ or an address elsewhere', () => {
		for (const image of ['photo.jpg', 'me.png', 'https://example.com/me.jpg'])
			expect(problems({ basics: { image } }), image).toEqual([]);
	});

	test('an empty document is valid JSON Resume, but the site needs a name and title; an e-mail address is optional', () => {
		expect(problems({})).toEqual([]);
		expect(resumeSiteProblems({}, 'resume.json')).toEqual([
			'resume.json: basics.name: missing; the site shows your name on every page; write "basics": { "name": "Jane Doe" }',
			'resume.json: basics.label: missing; the home page shows your job title; write "basics": { "label": "Applications Developer" }',
		]);
	});
});

describe('privacy', () => {
	test('by default: city, region and country published; phone, address, postal code, references not', () => {
		const published = publishedResume(complete);
		expect(published.basics?.phone).toBeUndefined();
		expect(published.basics?.location).toEqual({
			city: complete.basics?.location?.city,
			region: complete.basics?.location?.region,
			countryCode: complete.basics?.location?.countryCode,
		});
		expect(published.references).toBeUndefined();
		const text = JSON.stringify(published);
		for (const secret of [
			complete.basics!.phone!,
			complete.basics!.location!.address!,
			complete.basics!.location!.postalCode!,
			complete.references![0]!.reference!,
		])
			expect(text).not.toContain(secret);
		expect(withheldFields(complete)).toEqual([
			'basics.phone',
			'basics.location.address',
			'basics.location.postalCode',
			'references',
		]);
	});

	test('each private field is published once site.json names it', () => {
		const published = publishedResume(complete, ['phone', 'references']);
		expect(published.basics?.phone).toBe(complete.basics?.phone);
		expect(published.references).toEqual(complete.references);
		expect(published.basics?.location?.address).toBeUndefined();
		expect(withheldFields(complete, ['phone', 'references'])).toEqual([
			'basics.location.address',
			'basics.location.postalCode',
		]);
		expect(publishedResume(complete, ['address', 'postalCode']).basics?.location).toMatchObject({
			address: complete.basics?.location?.address,
			postalCode: complete.basics?.location?.postalCode,
		});
	});
});

describe('private fields by their name', () => {
	/** A résumé as written, with private fields under names JSON Resume does not have. */
	const written = {
		basics: {
			name: 'Test Owner',
			email: 'owner@example.com',
			emailAddress: 'owner@example.com',
			mobile: '+1 555 010 4477',
			MOBILE_PHONE: '+1 555 010 4478',
			dateOfBirth: '1990-01-01',
			Date_Of_Birth: '1990-01-01',
			passportNumber: 'X1234567',
			nationalId: '123-45',
			SSN: '078-05-1120',
			location: {
				streetAddress: '12 Hidden Street',
				zip: '76201',
				city: 'Denton',
				countryCode: 'US',
			},
			profiles: [{ network: 'GitHub', url: 'https://github.com/test-owner' }],
		},
		work: [{ name: 'Acme', location: 'Denton', salary: '90000', address: '1 Acme Way' }],
		languages: [{ language: 'English' }],
		expectedSalary: '100000',
	};

	test('phone, mobile, street, birth, salary and ID numbers in any letter case are left out of what is published', () => {
		const published = publishedResume(written);
		expect(published).toEqual({
			basics: {
				name: 'Test Owner',
				email: 'owner@example.com',
				emailAddress: 'owner@example.com',
				location: { city: 'Denton', countryCode: 'US' },
				profiles: [{ network: 'GitHub', url: 'https://github.com/test-owner' }],
			},
			// An employer's address is no one's home; its salary is the owner's.
			work: [{ name: 'Acme', location: 'Denton', address: '1 Acme Way' }],
			languages: [{ language: 'English' }],
		});
		expect(withheldFields(written)).toEqual([
			'basics.mobile',
			'basics.MOBILE_PHONE',
			'basics.dateOfBirth',
			'basics.Date_Of_Birth',
			'basics.passportNumber',
			'basics.nationalId',
			'basics.SSN',
			'basics.location.streetAddress',
			'basics.location.zip',
			'work[0].salary',
			'expectedSalary',
		]);
	});

	test('each kind is published once site.json names it', () => {
		const published = publishedResume(written, ['phone', 'birth']);
		expect(published.basics).toMatchObject({
			mobile: '+1 555 010 4477',
			MOBILE_PHONE: '+1 555 010 4478',
			dateOfBirth: '1990-01-01',
		});
		expect(published.basics).not.toHaveProperty('SSN');
	});
});

describe('profiles', () => {
	test('icons by network, a generic one otherwise; the address built from the username', () => {
		expect(profilesOf(complete.basics)).toEqual([
			{ label: 'GitHub', url: 'https://github.com/avery-fixture', icon: 'github', code: true },
			{ label: 'Mastodon', url: 'https://social.example/@avery', icon: 'mastodon' },
			{ label: 'Personal Wiki', url: 'https://wiki.example.com/avery' },
		]);
	});

	test('the code profile is the first GitHub, GitLab or Codeberg one; no address, no link', () => {
		const profiles = profilesOf({
			profiles: [
				{ network: 'Twitter', username: 'me' },
				{ network: 'Mastodon', username: 'me' },
				{ network: 'Codeberg', url: 'https://codeberg.org/me' },
				{ network: 'GitHub', url: 'https://github.com/me' },
			],
		});
		expect(profiles).toEqual([
			{ label: 'Twitter', url: 'https://x.com/me', icon: 'x' },
			{ label: 'Codeberg', url: 'https://codeberg.org/me', code: true },
			{ label: 'GitHub', url: 'https://github.com/me', icon: 'github' },
		]);
	});
});

describe('how entries read', () => {
	test('periods: years, months in the page language, the owner\'s word for "now"', () => {
		expect(periodOf({ startDate: '2016', endDate: '2018' }, 'Present', 'en')).toBe('2016–2018');
		expect(periodOf({ startDate: '2021-03' }, 'Today', 'en')).toBe('Mar 2021–Today');
		expect(periodOf({ startDate: '2012', endDate: '2012' }, 'Present', 'en')).toBe('2012');
		expect(periodOf({ endDate: '2012' }, 'Present', 'en')).toBe('2012');
		expect(periodOf({}, 'Present', 'en')).toBe('');
	});

	test('sections in the standard order, none without an entry', () => {
		const headings = copy.resume.sections;
		const all = resumeSections(complete, headings, copy.resume.present, 'en');
		expect(all.map((section) => section.key)).toEqual([...SECTION_ORDER]);
		const sparse = resumeSchema.parse(readJson(join(FIXTURES, 'resumes/sparse.json')));
		expect(resumeSections(sparse, headings, 'Present', 'en').map((s) => s.key)).toEqual([
			'education',
		]);
		const jobs = all.find((section) => section.key === 'work')!.entries;
		expect(jobs.map((job) => job.title)).toEqual(['Senior Developer', 'Developer']);
		expect(jobs[0]!.items).toEqual(complete.work![0]!.highlights);
	});

	test('one view for every output: the contact lines, and each entry as the résumé and About word it', () => {
		const view = resumeView(publishedResume(complete, ['phone']), { ...copy, lang: 'en' });
		const now = copy.resume.present;
		expect(view.header).toEqual({
			name: complete.basics!.name,
			label: complete.basics!.label,
			contact: [
				{ text: 'avery@example.com', href: 'mailto:avery@example.com' },
				{ text: complete.basics!.phone },
				{ text: 'https://avery.example.com', href: 'https://avery.example.com' },
				{ text: 'Springfield, Oregon, United States' },
				...profilesOf(complete.basics).map((profile) => ({
					text: profile.url.replace(/^https:\/\//, ''),
					href: profile.url,
					network: profile.label,
				})),
			],
			separator: ' · ',
		});
		expect(view.summary).toHaveLength(2);
		// Without an e-mail address, no line for it (nor an empty link).
		const published = publishedResume(complete, ['phone']);
		const basics = { ...published.basics };
		delete basics.email;
		const withoutEmail = resumeView({ ...published, basics }, { ...copy, lang: 'en' });
		expect(withoutEmail.header.contact).toEqual(
			view.header.contact.filter((line) => !line.href?.startsWith('mailto:')),
		);
		const [current, earlier] = entriesOf(view, 'work');
		expect(current).toMatchObject({
			title: 'Senior Developer',
			meta: `Lumen Widgets, Remote · Mar 2021–${now}`,
			line: ['Lumen Widgets', 'Remote', `Mar 2021–${now}`],
			brief: `Lumen Widgets, Mar 2021–${now}`,
			description: ['A maker of dashboard widgets'],
			text: ['Lead the front-end team.'],
		});
		expect(earlier!.brief).toBe('Harbor Freight Software, Sep 2017–Feb 2021');
		expect(entriesOf(view, 'education')).toMatchObject([
			{
				title: 'B.Sc., Computer Science',
				meta: 'Springfield Institute of Technology, 3.7 · 2013–2017',
				line: ['Springfield Institute of Technology', '3.7', '2013–2017'],
				brief: 'Springfield Institute of Technology, 2013–2017',
			},
		]);
		expect(entriesOf(view, 'references')).toEqual([]);
	});

	test('JSON-LD: job title, the current employer, schools, skills and profile addresses', () => {
		const person = personJsonLd(publishedResume(complete), 'https://avery.example.com/');
		expect(person).toMatchObject({
			'@type': 'Person',
			name: complete.basics?.name,
			jobTitle: complete.basics?.label,
			worksFor: [{ '@type': 'Organization', name: 'Lumen Widgets' }],
			alumniOf: [
				{ '@type': 'EducationalOrganization', name: 'Springfield Institute of Technology' },
			],
			knowsAbout: ['Web Development', 'Back End'],
			sameAs: profilesOf(complete.basics).map((profile) => profile.url),
		});
		expect(JSON.stringify(person)).not.toContain(complete.basics!.phone!);
	});

	test('the PDF download is named after the owner', () => {
		expect(pdfFileName('Zoë Ångström-Ödegaard', 'Résumé')).toBe('zoe-angstrom-odegaard.pdf');
	});

	test("the PDF download keeps a name in any script as written, never falling back to 'cv'", () => {
		expect(pdfFileName('Иван Петров', 'Résumé')).toBe('иван-петров.pdf');
		expect(pdfFileName('Андрей Йорданов', 'Résumé')).toBe('андрей-йорданов.pdf');
		expect(pdfFileName('李雷', 'Résumé')).toBe('李雷.pdf');
		expect(pdfFileName('محمد علي', 'Résumé')).toBe('محمد-علي.pdf');
		expect(pdfFileName('김민준', 'Résumé')).toBe('김민준.pdf');
		expect(pdfFileName('अनन्या शर्मा', 'Résumé')).toBe('अनन्या-शर्मा.pdf');
		expect(pdfFileName('Anna / "Dev" : Kim?', 'Résumé')).toBe('anna-dev-kim.pdf');
		expect(pdfFileName('—', 'Резюме')).toBe('резюме.pdf');
		expect(pdfFileName('', '')).toBe('cv.pdf');
	});
});

describe('notes on dates that are likely slips', () => {
	const today = new Date('2026-06-15T00:00:00Z');
	test('an end before its start, and a date in the future, each named by its field', () => {
		const notes = resumeDateNotes(
			{
				work: [
					{ startDate: '2099-05', endDate: '2030' },
					{ startDate: '2020-03', endDate: '2019' },
					{ startDate: '2016', endDate: '2018-04' },
					{ startDate: '2026-06' },
				],
			},
			'resume.json',
			today,
		);
		expect(notes).toEqual([
			'resume.json: work[0].endDate: 2030 is before its start 2099-05; swap them or fix the year',
			'resume.json: work[0].startDate: 2099-05 is in the future; fix the year, or leave endDate out while it goes on',
			'resume.json: work[0].endDate: 2030 is in the future; fix the year, or leave endDate out while it goes on',
			'resume.json: work[1].endDate: 2019 is before its start 2020-03; swap them or fix the year',
		]);
	});
});

describe('sizes the site is built for', () => {
	const refused = (resume: unknown) => {
		const result = resumeSchema.safeParse(resume);
		return result.success ? [] : formatIssues('resume.json', result.error);
	};
	const many = (length: number, make: (index: number) => unknown) =>
		Array.from({ length }, (_, index) => make(index));

	test('as many entries, lines and characters as the limits allow pass', () => {
		expect(
			refused({
				work: many(RESUME_LIMITS.entries, (index) => ({ name: `Company ${index}` })),
				projects: [
					{
						name: 'x'.repeat(RESUME_LIMITS.characters),
						highlights: many(RESUME_LIMITS.lines, () => 'A highlight'),
					},
				],
			}),
		).toEqual([]);
	});

	test('a section with more entries is refused, naming the section', () => {
		expect(refused({ skills: many(RESUME_LIMITS.entries + 1, () => ({ name: 'React' })) })).toEqual(
			[
				expect.stringMatching(
					/^resume\.json: skills: has [\d,]+ entries, .*; keep the ones that matter most$/,
				),
			],
		);
	});

	test('a longer list or text is refused, naming the field', () => {
		expect(
			refused({
				work: [
					{
						summary: 'x'.repeat(RESUME_LIMITS.characters + 1),
						highlights: many(RESUME_LIMITS.lines + 1, () => 'A highlight'),
					},
				],
			}),
		).toEqual([
			expect.stringMatching(
				/^resume\.json: work\[0\]\.summary: is [\d,]+ characters long, .*; shorten it, or split it into highlights$/,
			),
			expect.stringMatching(
				/^resume\.json: work\[0\]\.highlights: has [\d,]+ lines, .*; keep the ones that matter most$/,
			),
		]);
	});

	test('a résumé with more text in all is refused, naming the section that holds most of it', () => {
		const entries = Math.ceil(RESUME_LIMITS.total / RESUME_LIMITS.characters) + 1;
		const long = (index: number) => ({
			name: `${index}`,
			summary: 'x'.repeat(RESUME_LIMITS.characters),
		});
		expect(refused({ work: many(entries, long), awards: [{ title: 'Prize' }] })).toEqual([
			expect.stringMatching(
				/^resume\.json: work: holds [\d,]+ of the résumé's [\d,]+ characters of text, .*; shorten it or leave out its oldest entries$/,
			),
		]);
	});
});

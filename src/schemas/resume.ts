// The schema of `resume.json`, a JSON Resume 1.0 document (older names read as their 1.0 ones).
// Every field is optional, a blank string counts as absent, and dates are ISO 8601.
import { z } from 'astro/zod';
import {
	controlCharacterMessage,
	expected,
	hasControlCharacter,
	isLocalAddress,
	localAddressMessage,
	quoted,
} from './messages.ts';
import { OLDER_NAMES, withModernNames } from './resume-names.ts';

/**
 * The kinds of field a résumé often holds but a public site should not publish unless the owner
 * says so in content/site.json (`"publish": [...]`): each name and what it covers. A field is of a
 * kind by its name, in any letter case (`basics.mobile` is a phone, `basics.dateOfBirth` a birth).
 */
export const PRIVATE_FIELDS = {
	phone: 'phone, mobile and fax numbers',
	address: 'street addresses',
	postalCode: 'postal codes',
	birth: 'dates and places of birth, age',
	references: 'references',
	salary: 'salaries',
	idNumber: 'ID, passport, tax and social security numbers',
	personal: 'gender, marital status, religion',
} as const;

export type PrivateField = keyof typeof PRIVATE_FIELDS;

/**
 * The fields of `basics` that say who the owner is: they come from the default language's
 * résumé alone, and a translation may not set them (nor their older names), but for the name
 * and the place's words.
 */
export const IDENTITY_FIELDS = ['name', 'email', 'phone', 'url', 'image', 'location', 'profiles'];

/**
 * The identity fields a translation may set: the name, as written in its language ("Alexey
 * Parfenov" beside "Парфенов Алексей"), and its location's words (below); its pages, share
 * images and PDF use them.
 */
export const TRANSLATED_IDENTITY_FIELDS = ['name', 'location'];

/**
 * The parts of `basics.location` a translation writes in its language ("Tokyo" beside "東京"); the
 * country is named from the default's code in each language, and the postal code is the same.
 */
export const TRANSLATED_LOCATION_FIELDS = ['address', 'city', 'region'];

/** Whether `value` is a plain object. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The identity fields a translated résumé (`document`, as written) sets that a translation may
 * not, e.g. `basics.email`, `basics.location.countryCode`.
 */
export function identityFieldsOf(document: unknown): string[] {
	const basics = (document as { basics?: unknown } | null | undefined)?.basics;
	if (!isRecord(basics)) return [];
	const names = [...IDENTITY_FIELDS, ...Object.keys(OLDER_NAMES.basics ?? {})].filter(
		(name) => !TRANSLATED_IDENTITY_FIELDS.includes(name),
	);
	const location = isRecord(basics.location)
		? Object.keys(basics.location).filter((key) => !TRANSLATED_LOCATION_FIELDS.includes(key))
		: [];
	return Object.keys(basics).flatMap((key) =>
		names.includes(key)
			? [`basics.${key}`]
			: key === 'location'
				? location.map((part) => `basics.location.${part}`)
				: [],
	);
}

/**
 * The most the site and its PDF are built for: entries in a section, lines in a list, characters
 * in one text and in the whole résumé (1,000 jobs of a few lines each take about 180,000). More is
 * refused with the field named, where it would otherwise slow the build to a crawl.
 */
export const RESUME_LIMITS = { entries: 1000, lines: 200, characters: 10_000, total: 250_000 };

const count = (value: number) => value.toLocaleString('en');

/** A text of the résumé, at most `RESUME_LIMITS.characters` long. */
const bounded = (schema: z.ZodString) =>
	schema
		.max(RESUME_LIMITS.characters, {
			error: (issue) =>
				`is ${count(String(issue.input).length)} characters long, more than the ${count(RESUME_LIMITS.characters)} a text of the résumé can hold; shorten it, or split it into highlights`,
		})
		.refine((value) => !hasControlCharacter(value), {
			error: (issue) => controlCharacterMessage(String(issue.input)),
		});

/** Empty or blank strings are absent. */
const blankIsAbsent = (value: unknown) =>
	typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `schema`, optional, with blank strings read as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
	z.preprocess(blankIsAbsent, schema.optional()).optional();

/** An optional line of text; blank counts as absent. */
const text = (fix = 'write it as text in quotes') =>
	optional(bounded(z.string({ error: expected('text', fix) }).trim()));

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** True for an ISO 8601 date of a year, a month or a day that exists: 2016, 2016-04, 2016-04-01. */
export function isIsoDate(value: string): boolean {
	const match = ISO_DATE.exec(value);
	if (!match) return false;
	const [, year, month, day] = match;
	if (Number(year) < 1000) return false;
	if (month === undefined) return true;
	if (Number(month) < 1 || Number(month) > 12) return false;
	if (day === undefined) return true;
	const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
	return Number(day) >= 1 && Number(day) <= last;
}

const DATE_FIX = 'write 2016-04 or 2016';

/** A photo in content/brand/: a JPEG or PNG (what both the pages and the PDF can draw). */
export const PHOTO_FILE = /^[\w.-]+\.(jpe?g|png)$/;
const PHOTO_FIX = 'write the name of a .jpg or .png file in content/brand/, e.g. "photo.jpg"';

/** True for a full http(s) address on the web (not on the writer's own computer). */
export function isHttpUrl(value: string): boolean {
	try {
		return /^https?:$/.test(new URL(value).protocol) && !isLocalAddress(value);
	} catch {
		return false;
	}
}

/** An optional ISO 8601 date: `2016`, `2016-04` or `2016-04-01`. */
const date = optional(
	z.string({ error: expected('a date', DATE_FIX) }).refine(isIsoDate, {
		error: (issue) => `${quoted(issue.input)} is not a date; ${DATE_FIX}`,
	}),
);

/**
 * True for a date and time as `meta.lastModified` holds one, `2026-11-01T09:30:00` or a date,
 * whose day is in the calendar and whose time is on the clock (Date.parse takes 2026-02-30).
 */
const isDateTime = (value: unknown) => {
	if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return false;
	const [, day = '', hour = '0', minute = '0', second = '0'] =
		/^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value) ?? [];
	return isIsoDate(day) && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
};

/** An optional date and time, as JSON Resume's `meta.lastModified`: `2026-11-01T09:30:00` or a date. */
const dateTime = optional(
	z.string({ error: expected('a date and time', 'write 2026-11-01T09:30:00') }).refine(isDateTime, {
		error: (issue) => `${quoted(issue.input)} is not a date and time; write 2026-11-01T09:30:00`,
	}),
);

/** An optional full http(s) address on the web; blank counts as absent. */
const url = (example = 'https://example.com') =>
	optional(
		z
			.url({
				protocol: /^https?$/,
				error: (issue) =>
					typeof issue.input === 'string'
						? `${quoted(issue.input)} is not a URL; write the full address, e.g. ${example}`
						: `expected a URL, got ${quoted(issue.input)}; write the full address, e.g. ${example}`,
			})
			.refine((value) => !isLocalAddress(value), {
				error: (issue) =>
					localAddressMessage(issue.input, `write its address on the web, e.g. ${example}`),
			}),
	);

/** An optional list of lines of text (highlights, keywords, courses); blank lines are left out. */
const lines = (example: string) =>
	z
		.array(optional(bounded(z.string({ error: expected('text', 'write it in quotes') }).trim())), {
			error: expected('a list', `write a list, e.g. [${example}]`),
		})
		.max(RESUME_LIMITS.lines, {
			error: (issue) =>
				`has ${count((issue.input as unknown[]).length)} lines, more than the ${count(RESUME_LIMITS.lines)} a list can hold; keep the ones that matter most`,
		})
		.transform((list) => list.filter((line): line is string => line !== undefined))
		.optional();

/** An object of the document; fields it does not know are allowed (and left out). */
const entry = <Shape extends z.core.$ZodLooseShape>(what: string, example: string, shape: Shape) =>
	z.object(shape, { error: expected(what, `write ${example}`) });

/** An optional section: a list of entries. */
const section = <T extends z.ZodType>(name: string, item: T, example: string) =>
	z
		.array(item, {
			error: expected('a list', `write "${name}": [${example}], or leave the section out`),
		})
		.max(RESUME_LIMITS.entries, {
			error: (issue) =>
				`has ${count((issue.input as unknown[]).length)} entries, more than the ${count(RESUME_LIMITS.entries)} a section can hold; keep the ones that matter most`,
		})
		.optional();

const profileSchema = entry(
	'a profile',
	'{ "network": "GitHub", "username": "you", "url": "https://github.com/you" }',
	{
		network: text(),
		username: text(),
		url: url('https://github.com/you'),
	},
);

const locationSchema = entry(
	'a location',
	'{ "city": "Denton", "region": "Texas", "countryCode": "US" }',
	{
		address: text(),
		postalCode: text(),
		city: text(),
		countryCode: text(),
		region: text(),
	},
);

const documentSchema = z
	.object(
		{
			basics: entry('the basics', '{ "name": "Jane Doe", "label": "Developer", ... }', {
				name: text(),
				/** The job title, e.g. "Applications Developer". */
				label: text(),
				/** The owner's photo: a JPEG or PNG in content/brand/, or an address elsewhere. */
				image: optional(
					z
						.string({ error: expected('a file name or a URL', PHOTO_FIX) })
						.trim()
						.refine((value) => PHOTO_FILE.test(value) || isHttpUrl(value), {
							error: (issue) => `${quoted(issue.input)} is not a photo; ${PHOTO_FIX}`,
						}),
				),
				email: optional(
					z.email({ error: expected('an e-mail address', 'write e.g. jane@example.com') }),
				),
				phone: text(),
				url: url(),
				summary: text(),
				location: locationSchema.optional(),
				profiles: section(
					'profiles',
					profileSchema,
					'{ "network": "GitHub", "url": "https://github.com/you" }',
				),
			}).optional(),
			work: section(
				'work',
				entry('a job', '{ "name": "Acme", "position": "Developer", "startDate": "2016" }', {
					name: text(),
					location: text(),
					description: text(),
					position: text(),
					url: url(),
					startDate: date,
					endDate: date,
					summary: text(),
					highlights: lines('"Shipped the new checkout"'),
				}),
				'{ "name": "Acme", "position": "Developer", "startDate": "2016" }',
			),
			volunteer: section(
				'volunteer',
				entry('an entry', '{ "organization": "...", "position": "..." }', {
					organization: text(),
					position: text(),
					url: url(),
					startDate: date,
					endDate: date,
					summary: text(),
					highlights: lines('"Taught a weekly coding club"'),
				}),
				'{ "organization": "...", "position": "..." }',
			),
			education: section(
				'education',
				entry(
					'a degree',
					'{ "institution": "...", "studyType": "B.S.", "area": "...", "endDate": "2012" }',
					{
						institution: text(),
						url: url(),
						area: text(),
						studyType: text(),
						startDate: date,
						endDate: date,
						score: text(),
						courses: lines('"Databases"'),
					},
				),
				'{ "institution": "...", "area": "...", "endDate": "2012" }',
			),
			awards: section(
				'awards',
				entry('an award', '{ "title": "...", "date": "2016" }', {
					title: text(),
					date,
					awarder: text(),
					summary: text(),
				}),
				'{ "title": "...", "date": "2016" }',
			),
			certificates: section(
				'certificates',
				entry('a certificate', '{ "name": "...", "issuer": "...", "date": "2016" }', {
					name: text(),
					date,
					// Not JSON Resume's, but written by résumé tools for a certificate's validity.
					startDate: date,
					endDate: date,
					url: url(),
					issuer: text(),
				}),
				'{ "name": "...", "issuer": "..." }',
			),
			publications: section(
				'publications',
				entry('a publication', '{ "name": "...", "publisher": "...", "releaseDate": "2016" }', {
					name: text(),
					publisher: text(),
					releaseDate: date,
					url: url(),
					summary: text(),
				}),
				'{ "name": "...", "publisher": "..." }',
			),
			skills: section(
				'skills',
				entry('a skill', '{ "name": "React", "keywords": ["Hooks"] }', {
					name: text(),
					level: text(),
					keywords: lines('"Hooks"'),
				}),
				'{ "name": "React" }',
			),
			languages: section(
				'languages',
				entry('a language', '{ "language": "English", "fluency": "Native speaker" }', {
					language: text(),
					fluency: text(),
				}),
				'{ "language": "English" }',
			),
			interests: section(
				'interests',
				entry('an interest', '{ "name": "...", "keywords": ["..."] }', {
					name: text(),
					keywords: lines('"Cycling"'),
				}),
				'{ "name": "..." }',
			),
			references: section(
				'references',
				entry('a reference', '{ "name": "...", "reference": "..." }', {
					name: text(),
					reference: text(),
				}),
				'{ "name": "...", "reference": "..." }',
			),
			projects: section(
				'projects',
				entry('a project', '{ "name": "...", "description": "..." }', {
					name: text(),
					description: text(),
					highlights: lines('"..."'),
					keywords: lines('"React"'),
					startDate: date,
					endDate: date,
					url: url(),
					roles: lines('"Lead developer"'),
					entity: text(),
					type: text(),
				}),
				'{ "name": "...", "description": "..." }',
			),
			/**
			 * About the document itself; no page shows it, so it never refuses a résumé: what is not
			 * read is left out (the content check notes a date it cannot read). `lastModified` is the
			 * résumé PDF's creation date.
			 */
			meta: z
				.unknown()
				.transform(
					(value): { canonical?: string; version?: string; lastModified?: string } | undefined => {
						if (typeof value !== 'object' || value === null || Array.isArray(value))
							return undefined;
						const given = value as Record<string, unknown>;
						const read = (schema: z.ZodType<string | undefined>, field: unknown) => {
							const parsed = schema.safeParse(field);
							return parsed.success ? parsed.data : undefined;
						};
						const kept = {
							canonical: read(url(), given.canonical),
							version: read(text(), given.version),
							lastModified: read(dateTime, given.lastModified),
						};
						return Object.fromEntries(
							Object.entries(kept).filter(([, field]) => field !== undefined),
						);
					},
				)
				.optional(),
		},
		{
			error: expected(
				'a JSON Resume document',
				'write { "basics": { "name": "..." }, "work": [...], ... } (see jsonresume.org/schema)',
			),
		},
	)
	.superRefine((resume, context) => {
		const sizes = Object.entries(resume).map(([key, value]) => [key, textLength(value)] as const);
		const total = sizes.reduce((sum, [, size]) => sum + size, 0);
		if (total <= RESUME_LIMITS.total) return;
		const [largest, size] = sizes.reduce((most, each) => (each[1] > most[1] ? each : most));
		context.addIssue({
			code: 'custom',
			path: [largest],
			message: `holds ${count(size)} of the résumé's ${count(total)} characters of text, more than the ${count(RESUME_LIMITS.total)} the site and its PDF are built for; shorten it or leave out its oldest entries`,
		});
	});

/** The characters of text in a value of the résumé: its strings, however deep. */
function textLength(value: unknown): number {
	if (typeof value === 'string') return value.length;
	if (Array.isArray(value)) return value.reduce((sum: number, each) => sum + textLength(each), 0);
	if (value && typeof value === 'object') return textLength(Object.values(value));
	return 0;
}

/** The résumé, its older JSON Resume names read as their 1.0 names first. */
export const resumeSchema = z.preprocess(
	(value) => withModernNames(value).document,
	documentSchema,
);

export type Resume = z.infer<typeof resumeSchema>;
/** A résumé document as the owner wrote it: every field, those the schema does not know too. */
export type ResumeDocument = Record<string, unknown>;
export type ResumeBasics = NonNullable<Resume['basics']>;
export type Work = NonNullable<Resume['work']>[number];
export type Education = NonNullable<Resume['education']>[number];
export type Skill = NonNullable<Resume['skills']>[number];

/**
 * What the site itself needs from the résumé beyond the schema: the name (every page) and the job
 * title (home page); an e-mail address is optional. One line per missing field.
 */
export function resumeSiteProblems(resume: Resume, file: string): string[] {
	const needed = [
		['name', 'the site shows your name on every page; write "basics": { "name": "Jane Doe" }'],
		[
			'label',
			'the home page shows your job title; write "basics": { "label": "Applications Developer" }',
		],
	] as const;
	return needed
		.filter(([field]) => resume.basics?.[field] === undefined)
		.map(([field, fix]) => `${file}: basics.${field}: missing; ${fix}`);
}

const DATED = ['work', 'volunteer', 'education', 'projects'] as const;

/**
 * A `meta.lastModified` of the résumé document that is not a date and time (a note: no page
 * shows it, and the PDF takes its date from the newest entry instead).
 */
export function metaNotes(document: unknown, file: string): string[] {
	const meta = (document as { meta?: unknown } | undefined)?.meta;
	const given =
		typeof meta === 'object' && meta
			? (meta as { lastModified?: unknown }).lastModified
			: undefined;
	return given === undefined || given === '' || isDateTime(given)
		? []
		: [
				`${file}: meta.lastModified: ${quoted(given)} is not a date and time, so the PDF is dated by your newest entry; write e.g. 2026-11-01T09:30:00, or leave it out`,
			];
}

/**
 * Notes on dates that are likely slips: an entry that ends before it starts, and a date after
 * `today` (an end date in the future reads as a plan). One line per date, naming the field.
 */
export function resumeDateNotes(resume: Resume, file: string, today: Date): string[] {
	const now = today.toISOString().slice(0, 10);
	const notes: string[] = [];
	const future = (date: string) => date.slice(0, now.length) > now.slice(0, date.length);
	for (const key of DATED)
		(resume[key] ?? []).forEach((entry, index) => {
			const { startDate: start, endDate: end } = entry;
			const field = `${key}[${index}]`;
			if (start && end && end.localeCompare(start.slice(0, end.length)) < 0)
				notes.push(
					`${file}: ${field}.endDate: ${end} is before its start ${start}; swap them or fix the year`,
				);
			for (const [name, date] of [
				['startDate', start],
				['endDate', end],
			] as const)
				if (date && future(date))
					notes.push(
						`${file}: ${field}.${name}: ${date} is in the future; fix the year, or leave endDate out while it goes on`,
					);
		});
	return notes;
}

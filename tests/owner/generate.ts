/**
 * Generated owners for the property test: fast-check arbitraries of valid content (a default
 * language among the built-in ones, optional pages off, projects and notes with or without
 * screenshots and repositories, names and tags in several scripts, duplicate titles, empty end
 * dates, long addresses in every text, drafts in progress, with or without an e-mail address, the
 * private fields in the private résumé or in resume.json and holding a job's place), and the
 * content folder each is
 * written as, over the valid fixture content's brand files and theme.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { VALID } from '../tools/fixture-content.ts';

/** An address longer than any line of a phone's screen, with no place to break. */
const LONG_URL =
	'https://example.org/a/very/long/path/that/has/no/spaces/at/all/and/must/wrap/on/a/phone/screen?with=query&and=more';

const NAMES = [
	'Иван Петров',
	'李小龙',
	'محمد علي',
	'Zoë Ångström',
	'山田 太郎',
	'ნინო ბერიძე',
	'Ana Díaz',
];
const TITLES = [
	'Картограф',
	'Map Viewer',
	'マップ',
	'خريطة',
	'Map Viewer',
	'Ørsted Tool',
	'ML Bench',
];
/** Tags of distinct slugs (two tags sharing a slug are a problem the check names). */
const TAGS = ['C++', 'ML', 'QML', 'Qt', 'React', 'Go', 'Кириллица', 'データ', 'عربي', 'Rust'];
const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ar'];

/** A text, maybe with a long address in it. */
const text = (words: string) => fc.boolean().map((long) => (long ? `${words} ${LONG_URL}` : words));

const project = fc.record({
	title: fc.constantFrom(...TITLES),
	desc: text('A short description.'),
	tags: fc.uniqueArray(fc.constantFrom(...TAGS), { minLength: 1, maxLength: 3 }),
	screenshot: fc.boolean(),
	github: fc.boolean(),
	featured: fc.boolean(),
	draft: fc.boolean(),
	story: text('What it is.'),
});

const note = fc.record({
	title: fc.constantFrom(...TITLES),
	description: text('What the note says.'),
	tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 2 }),
	draft: fc.boolean(),
	daysAgo: fc.integer({ min: 1, max: 900 }),
	body: text('A paragraph.'),
});

/** Places a job and the owner's private address may share: a private field may hold public words. */
const PLACES = ['г. Челябинск', 'Town', '12 Hidden Street'];

const job = fc.record({
	position: fc.constantFrom('Developer', 'Разработчик', 'Developer'),
	endDate: fc.constantFrom('', undefined, '2022-05'),
	summary: text('Built things.'),
	location: fc.option(fc.constantFrom(...PLACES), { nil: undefined }),
});

/** A valid owner; `most` bounds the projects and notes, each count drawn from the whole range 0 to `most`. */
export const ownerArbitrary = (most: number) =>
	fc.record({
		name: fc.constantFrom(...NAMES),
		languages: fc
			.shuffledSubarray(LANGUAGES, { minLength: 1, maxLength: 2 })
			.map((list) => [...list]),
		pages: fc.record({ resume: fc.boolean(), tags: fc.boolean(), contact: fc.boolean() }),
		welcome: text('Welcome.'),
		footerNote: text('Thanks.'),
		summary: text('I build applications.'),
		projects: fc.array(project, { maxLength: most, size: 'max' }),
		notes: fc.array(note, { maxLength: most, size: 'max' }),
		jobs: fc.array(job, { maxLength: 3 }),
		/** An e-mail address is optional. */
		hasEmail: fc.boolean(),
		address: fc.constantFrom(...PLACES),
		/** The phone and street address in the private résumé, or in resume.json (held back). */
		inPrivateFile: fc.boolean(),
	});

export type Owner = ReturnType<typeof ownerArbitrary> extends fc.Arbitrary<infer T> ? T : never;

const json = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`;
/** A YAML string (JSON is YAML): quotes, colons and any script kept as written. */
const yaml = (value: string) => JSON.stringify(value);

/** Writes `owner` as a whole content folder at `dir` (replacing what was there); returns `dir`. */
export function writeOwner(owner: Owner, dir: string): string {
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	cpSync(join(VALID, 'brand'), join(dir, 'brand'), { recursive: true });
	const site = JSON.parse(readFileSync(join(VALID, 'site.json'), 'utf8')) as Record<
		string,
		unknown
	>;
	writeFileSync(
		join(dir, 'site.json'),
		json({
			...site,
			languages: owner.languages,
			pages: owner.pages,
			welcome: owner.welcome,
			description: owner.summary,
			footerNote: owner.footerNote,
			logo: { src: 'logo.svg', alt: `${owner.name}, home` },
		}),
	);
	const secret = { phone: '+1 555 010 4477', location: { address: owner.address } };
	if (owner.inPrivateFile) {
		mkdirSync(join(dir, 'private'));
		writeFileSync(join(dir, 'private', 'resume.json'), json({ basics: secret }));
	}
	writeFileSync(
		join(dir, 'resume.json'),
		json({
			basics: {
				name: owner.name,
				label: 'Applications Developer',
				...(owner.hasEmail && { email: 'owner@example.com' }),
				...(!owner.inPrivateFile && { phone: secret.phone }),
				summary: owner.summary,
				location: { ...(!owner.inPrivateFile && secret.location), city: 'Town' },
				profiles: [{ network: 'GitHub', url: 'https://github.com/someone' }],
			},
			work: owner.jobs.map((job, index) => ({
				name: `Company ${index + 1}`,
				position: job.position,
				...(job.location && { location: job.location }),
				startDate: `${2015 + index}-01`,
				...(job.endDate !== undefined && { endDate: job.endDate }),
				summary: job.summary,
			})),
			skills: [{ name: 'ML' }, { name: 'QML' }, { name: 'C++' }],
		}),
	);
	const projects = join(dir, 'projects');
	mkdirSync(projects);
	for (const [index, item] of owner.projects.entries()) {
		const id = `project-${index + 1}`;
		if (item.screenshot)
			copyFileSync(join(VALID, 'projects', 'valid-app.svg'), join(projects, `${id}.svg`));
		const lines = [
			`title: ${yaml(item.title)}`,
			`desc: ${yaml(item.desc)}`,
			...(item.screenshot ? [`img: ./${id}.svg`] : []),
			`authorName: ${yaml(owner.name)}`,
			`href: ${LONG_URL}`,
			...(item.github ? [`github: https://github.com/someone/${id}`] : []),
			`category: ${JSON.stringify(item.tags)}`,
			`order: ${index + 1}`,
			...(item.featured ? ['featured: true'] : []),
			...(item.draft ? ['draft: true'] : []),
		];
		writeFileSync(join(projects, `${id}.md`), `---\n${lines.join('\n')}\n---\n\n${item.story}\n`);
	}
	if (owner.notes.length > 0) mkdirSync(join(dir, 'notes'));
	for (const [index, item] of owner.notes.entries()) {
		const published = new Date(Date.UTC(2026, 0, 1) - item.daysAgo * 86_400_000);
		const lines = [
			`title: ${yaml(item.title)}`,
			`description: ${yaml(item.description)}`,
			`published: ${published.toISOString().slice(0, 10)}`,
			`tags: ${JSON.stringify(item.tags)}`,
			...(item.draft ? ['draft: true'] : []),
		];
		writeFileSync(
			join(dir, 'notes', `note-${index + 1}.md`),
			`---\n${lines.join('\n')}\n---\n\n${item.body}\n`,
		);
	}
	return dir;
}

/**
 * Sites the build tests read (the cases variant is served to the browser tests too): overlays of
 * the valid fixture content written in code, with cases added. Cases that do not contradict each
 * other share one overlay, so each is one build: the setup writes every variant's content folder
 * under .e2e/ and builds it beside SITES, and test files read its output with
 * `inject('dist')[name]`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Overlay, VALID, writeContent } from '../tools/fixture-content.ts';
import { APPLICATIONS_FOLDER } from '../../src/data/application-files.ts';
import { PRIVATE_FOLDER } from '../../src/data/private-files.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** A draft project, tagged with a tag no published project has and with one they have. */
export const DRAFT = {
	id: 'draft-app',
	title: 'Unfinished Draft App',
	tag: 'Elixir',
	shared: 'React',
};

/** A project whose title is far too long for its link preview image. */
export const LONG = {
	id: 'long-title-app',
	title: 'A Project Whose Title Runs On Far Longer Than Any Link Preview Could Ever Show '
		.repeat(3)
		.trim(),
};

/** An address too long for a phone's width, unbroken: written into texts of the cases variant. */
export const LONG_URL =
	'https://docs.example.com/guides/frontend/thewholebundlesizestoryfromstarttofinishwithitsnumbers0123456789/index.html?utm_source=resume';

/** A project whose file name has a space and an accent: its address holds the accent. */
export const ACCENTED = { file: 'Café Finder', title: 'Café Finder' };
/** A second tag a note and a project of the cases variant both carry (the café's). */
export const SECOND_SHARED = 'Accessibility';

/**
 * The story of the cases variant's Valid App: a heading, a link, a picture and code, with a word
 * no other text of the variant has (`background`).
 */
export const STORY = [
	'',
	'## How it works',
	'',
	'The app keeps its state in one store; [the about page](/about) tells the background.',
	'',
	'![A diagram of the screens of the app](./valid-app.svg)',
	'',
	'```ts',
	'export const greeting = (name: string): string => `Hello, ${name}`;',
	'```',
];

/**
 * The notes of the cases variant, newest last: three published (one tag shared with a project,
 * one only notes carry, a body image, a cover, an update), a draft and one dated in the future.
 * Two a page, so the list has a second page.
 */
export const NOTES = {
	shared: 'React',
	onlyNotes: 'Testing',
	perPage: 2,
	draft: { id: 'unfinished-note', title: 'Unfinished Note Draft', tag: 'DraftTopic' },
	future: { id: 'note-from-the-future', title: 'A Note From The Future', tag: 'FutureTopic' },
	files: {
		'first-note': [
			'---',
			'title: First Note',
			'description: What the first note says.',
			'published: 2026-01-10',
			'tags: [React, Testing]',
			'---',
			'',
			'A note with [a link to the projects](/projects), [another site](https://example.org/x),',
			'a picture and some code.',
			'',
			'![A small diagram](./diagram.svg)',
			'',
			'```ts',
			'const answer: number = 42;',
			'```',
		],
		'second-note': [
			'---',
			'title: Second Note',
			'description: What the second note says.',
			'published: 2026-02-01',
			'tags: [Testing]',
			'cover:',
			'  src: ./diagram.svg',
			'  alt: The diagram again',
			'---',
			'',
			'The second note.',
		],
		'third-note': [
			'---',
			'title: Third Note',
			'description: What the third note says.',
			'published: 2026-03-01',
			'updated: 2026-03-05',
			`tags: [React, ${SECOND_SHARED}]`,
			'---',
			'',
			'The third note, changed once.',
		],
		'unfinished-note': [
			'---',
			'title: Unfinished Note Draft',
			'description: Not ready.',
			'published: 2026-01-01',
			'tags: [DraftTopic]',
			'draft: true',
			'---',
			'',
			'Half a note.',
		],
		'note-from-the-future': [
			'---',
			'title: A Note From The Future',
			'description: Not out yet.',
			'published: 2999-01-01',
			'tags: [FutureTopic]',
			'---',
			'',
			'Later.',
		],
	} as Record<string, string[]>,
};

/**
 * The trimmed variant's projects marked `featured`, in grid order: more than the home page shows,
 * the last of them without a repository or a screenshot.
 */
export const FEATURED = ['Featured One', 'Featured Two', 'Featured Three', 'Featured Four'].map(
	(title, index) => ({ id: title.toLowerCase().replace(' ', '-'), title, order: 10 + index }),
);

/** An application of the cases variant's owner: nothing of it may reach the built site. */
export const APPLICATION = {
	name: 'umbrella',
	lines: [
		'---',
		'company: Umbrella Recruiting',
		'role: Platform Developer',
		'tags: [TypeScript]',
		'summary: A summary written for Umbrella Recruiting alone.',
		'leaveOut: [Lumen Widgets]',
		'---',
		'',
		'The cover letter to Umbrella Recruiting.',
	],
};

/**
 * The cases variant's private résumé (content/private/resume.json): fields the site never reads,
 * with words no other file of the variant has.
 */
export const PRIVATE_RESUME = {
	basics: {
		phone: '+1 555 0142 7788',
		mobile: '+1 555 0199 3344',
		dateOfBirth: '1987-06-05',
		location: { address: '742 Evergreen Terrace, Apt 9' },
	},
	references: [{ name: 'Priya Quarantotto', reference: 'Unfailingly careful with secrets.' }],
};

/** A home page picture of the owner's choosing, a file of the valid content's brand/. */
export const ILLUSTRATION = { src: 'social.png', alt: 'A desk with a laptop and a plant' };

/** A font family other than Inter that the project installs anyway (a fallback of the PDF's). */
export const FONT = { family: 'Noto Sans', package: '@fontsource/noto-sans', id: 'noto-sans' };

interface Variant {
	/** Its content folder and its build's, relative to the project. */
	content: string;
	dist: string;
	/** The JSON Resume document that replaces resume.json. */
	resume: string;
	/** site.json as the variant has it, from the valid content's (a field set to undefined is left out). */
	site(settings: Record<string, unknown>): Record<string, unknown>;
	/** Project files added beside the valid content's: their lines, by id. */
	projects: Record<string, string[]>;
	/** Note files: their lines, by id (the SVG diagram they show is written beside them). */
	notes?: Record<string, string[]>;
	/** Application files (never published): their lines, by name. */
	applications?: Record<string, string[]>;
	/** The private résumé (never read by the build). */
	privateResume?: unknown;
	/** The build's environment instead of the test EmailJS settings (`{}`: the form not set up). */
	env?: Record<string, string>;
}

export const VARIANTS = {
	/**
	 * A draft project; a project whose title is too long for its preview image; a project file
	 * named with a space and an accent; Valid App's STORY; no `socialImage`, so the home page's
	 * preview image is drawn like every other page's; a complete JSON Resume document (every
	 * section, a phone number, a street address and references); and NOTES, two a page, the latest
	 * two on the home page, linked from the nav. Also a test site, which the browser tests serve.
	 */
	cases: {
		// Inside the project, where the development server may read it.
		content: '.e2e/fixtures/cases',
		dist: '.e2e/sites/cases/dist',
		resume: 'tests/fixtures/resumes/complete.json',
		site: (settings) => ({
			...settings,
			socialImage: undefined,
			notes: { perPage: NOTES.perPage, onHome: 2, inNav: true },
		}),
		notes: NOTES.files,
		applications: { [APPLICATION.name]: APPLICATION.lines },
		privateResume: PRIVATE_RESUME,
		projects: {
			[DRAFT.id]: [
				'---',
				`title: ${DRAFT.title}`,
				'desc: Not ready to be shown.',
				'img: ./valid-app.svg',
				'authorName: Test Author',
				'href: https://draft.example.com',
				'github: https://github.com/test/draft-app',
				`category: [${DRAFT.tag}, ${DRAFT.shared}]`,
				'order: 0',
				'draft: true',
				'---',
				'',
				'Half of a story.',
			],
			[LONG.id]: [
				'---',
				`title: ${LONG.title}`,
				`desc: "Its title does not fit on two lines of its preview image; see ${LONG_URL}"`,
				'img: ./valid-app.svg',
				'authorName: Test Author',
				'href: https://long.example.com',
				'github: https://github.com/test/long-title-app',
				'category: [TypeScript]',
				'---',
				'',
				`The story, with an address written out: ${LONG_URL}`,
			],
			[ACCENTED.file]: [
				'---',
				`title: ${ACCENTED.title}`,
				'desc: Finds a café near you.',
				'img: ./valid-app.svg',
				'authorName: Test Author',
				'href: https://cafe.example.com',
				'github: https://github.com/test/cafe-finder',
				`category: [TypeScript, ${SECOND_SHARED}]`,
				'---',
			],
			// The valid content's Valid App, with a story.
			'valid-app': [
				...readFileSync(join(VALID, 'projects', 'valid-app.md'), 'utf8')
					.trimEnd()
					.split('\n'),
				...STORY,
			],
		},
	},
	/**
	 * The résumé, tag and contact pages turned off, in two languages (the second with its built-in
	 * texts only), with NOTES in the nav and FEATURED projects on the home page (one past the limit).
	 */
	trimmed: {
		content: '.e2e/fixtures/trimmed',
		dist: '.e2e/sites/trimmed/dist',
		resume: 'tests/fixtures/resumes/complete.json',
		site: (settings) => ({
			...settings,
			languages: ['en', 'ar'],
			resumeInHeader: true,
			notes: { perPage: NOTES.perPage, onHome: 2, inNav: true },
			pages: { resume: false, tags: false, contact: false },
		}),
		notes: NOTES.files,
		projects: Object.fromEntries(
			FEATURED.map(({ id, title, order }, index) => [
				id,
				[
					'---',
					`title: ${title}`,
					`desc: The featured project number ${index + 1}.`,
					...(index === FEATURED.length - 1
						? []
						: ['img: ./valid-app.svg', `github: https://github.com/test/${id}`]),
					'authorName: Test Author',
					`href: https://${id}.example.com`,
					'category: [React, C#]',
					`order: ${order}`,
					'featured: true',
					'---',
					'',
					`The story of ${title}, with a link to [the projects](/projects).`,
				],
			]),
		),
	},
	/**
	 * A résumé without jobs or skills and without an e-mail address, a home picture of the owner's
	 * choosing, and no EmailJS settings: the contact form not set up.
	 */
	sparse: {
		content: '.e2e/fixtures/sparse',
		dist: '.e2e/sites/sparse/dist',
		resume: 'tests/fixtures/resumes/sparse.json',
		site: (settings) => ({ ...settings, illustration: ILLUSTRATION }),
		projects: {},
		env: {},
	},
	/**
	 * The JSON Resume project's own sample document, as it is: no code profile, a phone number,
	 * a street address, references, `meta` and `$schema`; and the site's font set to FONT.
	 */
	sample: {
		content: '.e2e/fixtures/sample',
		dist: '.e2e/sites/sample/dist',
		resume: 'node_modules/@jsonresume/schema/sample.resume.json',
		site: (settings) => ({ ...settings, font: FONT.family }),
		projects: {},
	},
	/** A résumé that uses the names of JSON Resume before 1.0 (`company`, `website`, `gpa`...). */
	older: {
		content: '.e2e/fixtures/older',
		dist: '.e2e/sites/older/dist',
		resume: 'tests/fixtures/resumes/older-names.json',
		site: (settings) => settings,
		projects: {},
	},
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof VARIANTS;

/** What `variant` changes in the valid content: site.json, the résumé and its photo, projects, notes. */
export function variantOverlay(variant: Variant): Overlay {
	const settings = JSON.parse(readFileSync(join(VALID, 'site.json'), 'utf8'));
	const resume = readFileSync(resolve(ROOT, variant.resume));
	const files: Record<string, string | Uint8Array> = {
		'site.json': JSON.stringify(variant.site(settings)),
		'resume.json': resume,
	};
	// The photo a résumé names in brand/: any PNG will do.
	const image = (JSON.parse(resume.toString()) as { basics?: { image?: string } }).basics?.image;
	if (image && !image.includes('/'))
		files[`brand/${image}`] = readFileSync(join(VALID, 'brand', 'apple-touch-icon.png'));
	for (const [id, lines] of Object.entries(variant.projects))
		files[`projects/${id}.md`] = [...lines, ''].join('\n');
	if (variant.notes) {
		// The picture the notes show: the valid content's screenshot.
		files['notes/diagram.svg'] = readFileSync(join(VALID, 'projects', 'valid-app.svg'));
		for (const [id, lines] of Object.entries(variant.notes))
			files[`notes/${id}.md`] = [...lines, ''].join('\n');
	}
	for (const [name, lines] of Object.entries(variant.applications ?? {}))
		files[`${APPLICATIONS_FOLDER}/${name}.md`] = [...lines, ''].join('\n');
	if (variant.privateResume)
		files[`${PRIVATE_FOLDER}/resume.json`] = JSON.stringify(variant.privateResume);
	return { files };
}

/** Writes the content folder of `variant`, unless it is up to date. */
export function writeVariant(variant: Variant) {
	writeContent(variantOverlay(variant), resolve(ROOT, variant.content));
}

// `npm run apply -- <name>`: one application's files from the content folder, written into the
// output folder: the tailored résumé (PDF, Word, plain text, Markdown) and the cover letter (PDF,
// Word), and, given a posting, the check of its terms against the tailored résumé.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from '../check/check.ts';
import { isDraft } from '../stories/published.ts';
import { cutToBytes } from '../data/content-id.ts';
import { quoted } from '../schemas/messages.ts';
import { directionOf } from '../i18n/languages.ts';
import { renderResumePdf, type ResumePdfInput } from '../pdf/resume.ts';
import { resumeView } from '../resume/view.ts';
import { PHOTO_FILE, type Resume } from '../schemas/resume.ts';
import { APPLICATIONS_FOLDER, applicationNames } from '../data/application-files.ts';
import { readPrivateResume, readWritten } from '../settings/written.ts';
import { letterDocx, resumeDocx } from './docx.ts';
import { letterOf } from './letter.ts';
import { letterBlocks } from './letter-pdf.ts';
import { checkPosting, resumeTerms, type PostingReport } from './posting.ts';
import { tailorResume, type SiteProject } from './tailor.ts';
import { markdownText, plainText } from './text.ts';
import { ContentLockError, withContentLock } from '../owner-files/lock.ts';

/** Where the files of `npm run apply` go, in the project folder: git ignores it. */
export const OUTPUT_FOLDER = '.applications';

/** What one run is given. */
export interface ApplyOptions {
	/** The content folder. */
	root: string;
	/** The application's file name, without `.md`. */
	name: string;
	/** The folder the files are written into. */
	out: string;
	/** A pasted job posting, to check against the résumé. */
	posting?: string;
	/** The letter's date when the application sets none. */
	today?: Date;
	show?: (path: string) => string;
	/** Told when the content folder is in use by another tool and apply waits for it. */
	say?: (line: string) => void;
}

/** What a run wrote, or the problems that stopped it; warnings name what it could not do. */
export type ApplyResult =
	| { problems: string[] }
	| { problems: []; files: string[]; warnings: string[]; report?: PostingReport };

/**
 * A name as a file name takes it: letters and digits of any script, the rest one hyphen, at most
 * 60 characters and 100 bytes, so two of them and `_cover-letter.docx` fit a file name's 255.
 */
export const safeName = (text: string) =>
	cutToBytes(
		text
			.normalize('NFC')
			.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
			.replace(/^-+|-+$/g, ''),
		100,
		60,
	).replace(/-+$/, '');

/**
 * The problem with `name` as the name of an application of the content folder `root`, or
 * undefined: it must be a file's name in the applications folder, without `.md`, and nothing that
 * leads elsewhere (no folder, no `..`).
 */
export function applicationNameProblem(name: string, root: string): string | undefined {
	if (name !== '' && name !== '.' && name !== '..' && !/[/\\\p{Cc}]/u.test(name)) return undefined;
	const [first] = applicationNames(root);
	const next = first
		? `give the name of a file in content/${APPLICATIONS_FOLDER}/ without .md, e.g. npm run apply -- ${first}`
		: 'make one with npm run content:new -- --application "Company"';
	return `${quoted(name)} is not the name of an application: ${next}`;
}

/** The owner's phone number, which the site holds back: the private résumé's, else resume.json's. */
function ownPhone(root: string): string | undefined {
	const phoneOf = (document: unknown) => (document as Resume | undefined)?.basics?.phone;
	const phone =
		phoneOf(readPrivateResume(root)) ?? phoneOf(readWritten(root, 'resume.json', 'resume.json'));
	return typeof phone === 'string' && phone.trim() !== '' ? phone : undefined;
}

/**
 * Writes the application's files into `out`; returns their paths and the posting's report. The
 * content folder is locked while it is read, so no tool swaps it meanwhile.
 */
export async function apply(options: ApplyOptions): Promise<ApplyResult> {
	try {
		const { say = (line: string) => console.error(line) } = options;
		return await withContentLock(options.root, 'npm run apply', () => applyLocked(options), say);
	} catch (error) {
		if (!(error instanceof ContentLockError)) throw error;
		return { problems: [error.message] };
	}
}

async function applyLocked(options: ApplyOptions): Promise<ApplyResult> {
	const { root, name, out, today = new Date(), show = (path: string) => path } = options;
	const wrongName = applicationNameProblem(name, root);
	if (wrongName) return { problems: [wrongName] };
	const file = show(join(root, APPLICATIONS_FOLDER, `${name}.md`));
	const missing = {
		problems: [
			`${file}: (file): no such application; make one with npm run content:new -- --application "Company"`,
		],
	};
	if (!existsSync(join(root, APPLICATIONS_FOLDER, `${name}.md`))) return missing;
	const check = await checkContent(root, show);
	const settings = check.settings;
	if (check.problems.length > 0 || !settings) return { problems: check.problems };
	// The check read and checked every application, and found nothing: this one passed it.
	const checked = check.applications.find((each) => each.name === name);
	if (!checked) return missing;
	const { data: application, body } = checked;
	const lang = application.lang ?? settings.languages[0] ?? settings.copy.lang;
	const { copy, resume: published, site } = settings.byLanguage[lang] ?? settings;
	const phone = application.phone ? ownPhone(root) : undefined;
	const warnings =
		application.phone && !phone
			? [
					`${file}: phone: true, but resume.json has no basics.phone; add your number there, or remove phone: true`,
				]
			: [];
	const resume: Resume = phone
		? { ...published, basics: { ...published.basics, phone } }
		: published;
	const projects: SiteProject[] = check.projects
		.filter((project) => !isDraft(project.data))
		.map(({ data }) => ({
			title: data.title,
			desc: data.desc,
			href: data.href,
			category: data.category,
		}));
	const tailored = tailorResume(resume, application, projects);
	const view = resumeView(tailored, copy);
	const rtl = directionOf(lang) === 'rtl';
	const image = resume.basics?.image;
	const photoPath = image && PHOTO_FILE.test(image) ? join(root, 'brand', image) : undefined;
	const accent = site.theme.light.accent;
	const pdf = (document: Resume, title: string, blocks?: ResumePdfInput['blocks']) =>
		renderResumePdf({
			resume: document,
			view: blocks ? { header: view.header, summary: [], sections: [] } : view,
			lang,
			title,
			accent,
			...(photoPath && existsSync(photoPath) && { photoPath }),
			...(site.font && { font: site.font }),
			...(blocks && { blocks }),
		});
	const word = (title: string) => ({
		lang,
		rtl,
		title,
		accent,
		...(site.font && { font: site.font }),
	});
	const letter = letterOf(application, body, view, lang, today);
	const letterTitle = `${application.role} · ${application.company}`;
	const dated = { ...tailored, meta: { lastModified: (application.date ?? today).toISOString() } };
	const base = [safeName(view.header.name), safeName(application.company)]
		.filter(Boolean)
		.join('_');
	const outputs: [string, string | Buffer][] = [
		[`${base}_resume.pdf`, await pdf(tailored, copy.resume.title)],
		[`${base}_resume.docx`, await resumeDocx(view, word(copy.resume.title))],
		[`${base}_resume.txt`, plainText(view)],
		[`${base}_resume.md`, markdownText(view)],
		[
			`${base}_cover-letter.pdf`,
			await pdf(dated, letterTitle, (style, photo) => letterBlocks(letter, style, photo)),
		],
		[`${base}_cover-letter.docx`, await letterDocx(letter, word(letterTitle))],
	];
	mkdirSync(out, { recursive: true });
	const files = outputs.map(([file, bytes]) => {
		writeFileSync(join(out, file), bytes);
		return join(out, file);
	});
	if (options.posting === undefined) return { problems: [], files, warnings };
	// The full résumé: nothing left out, every project of the site listed.
	const everything = tailorResume(
		resume,
		{
			company: application.company,
			role: application.role,
			tags: projects.flatMap((p) => p.category),
		},
		projects,
	);
	const fullView = resumeView(everything, copy);
	const terms = [...resumeTerms(resume), ...projects.flatMap((project) => project.category)];
	const report = checkPosting(options.posting, terms, plainText(view), plainText(fullView));
	return { problems: [], files, warnings, report };
}

// `npm run apply -- <name>`: one application's files from the content folder, written into the
// output folder: the tailored résumé (PDF, Word, plain text, Markdown) and the cover letter (PDF,
// Word), and, given a posting, the check of its terms against the tailored résumé.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from '../check/check.ts';
import { readJson } from '../data/content-files.ts';
import { directionOf } from '../i18n/languages.ts';
import { renderResumePdf } from '../pdf/resume.ts';
import { resumeView } from '../resume/view.ts';
import { PHOTO_FILE, type Resume } from '../schemas/resume.ts';
import { APPLICATIONS_FOLDER, checkApplicationFile } from '../data/application-files.ts';
import { readPrivateResume } from '../data/private-files.ts';
import { letterDocx, resumeDocx } from './docx.ts';
import { letterOf, letterView } from './letter.ts';
import { checkPosting, resumeTerms, type PostingReport } from './posting.ts';
import { tailorResume, type SiteProject } from './tailor.ts';
import { markdownText, plainText } from './text.ts';

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
}

/** What a run wrote, or the problems that stopped it. */
export type ApplyResult =
	{ problems: string[] } | { problems: []; files: string[]; report?: PostingReport };

/** A name as a file name takes it: letters and digits of any script, the rest one hyphen. */
export const safeName = (text: string) =>
	text
		.normalize('NFC')
		.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60);

/** The owner's phone number, which the site holds back: the private résumé's, else resume.json's. */
function ownPhone(root: string): string | undefined {
	const phoneOf = (document: unknown) => (document as Resume | undefined)?.basics?.phone;
	const phone =
		phoneOf(readPrivateResume(root)) ?? phoneOf(readJson(join(root, 'resume.json'), 'resume.json'));
	return typeof phone === 'string' && phone.trim() !== '' ? phone : undefined;
}

/** Writes the application's files into `out`; returns their paths and the posting's report. */
export async function apply(options: ApplyOptions): Promise<ApplyResult> {
	const { root, name, out, today = new Date(), show = (path: string) => path } = options;
	if (!existsSync(join(root, APPLICATIONS_FOLDER, `${name}.md`)))
		return {
			problems: [
				`${show(join(root, APPLICATIONS_FOLDER, `${name}.md`))}: (file): no such application; make one with npm run content:new -- --application "Company"`,
			],
		};
	const check = await checkContent(root, show);
	const settings = check.settings;
	if (check.problems.length > 0 || !settings) return { problems: check.problems };
	const read = checkApplicationFile(root, name, show, {});
	if (!read.application) return { problems: read.problems };
	const { data: application, body } = read.application;
	const lang = application.lang ?? settings.languages[0] ?? settings.copy.lang;
	const { copy, resume: published, site } = settings.byLanguage[lang] ?? settings;
	const phone = application.phone ? ownPhone(root) : undefined;
	const resume: Resume = phone
		? { ...published, basics: { ...published.basics, phone } }
		: published;
	const projects: SiteProject[] = check.projects
		.filter((project) => !project.data.draft)
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
	const pdf = (document: Resume, shown: typeof view, title: string) =>
		renderResumePdf({
			resume: document,
			view: shown,
			lang,
			title,
			accent: site.theme.light.accent,
			...(photoPath && existsSync(photoPath) && { photoPath }),
			...(site.font && { font: site.font }),
		});
	const letter = letterOf(application, body, view, lang, today);
	const letterTitle = `${application.role} · ${application.company}`;
	const dated = { ...tailored, meta: { lastModified: (application.date ?? today).toISOString() } };
	const base = [safeName(view.header.name), safeName(application.company)]
		.filter(Boolean)
		.join('_');
	const outputs: [string, string | Buffer][] = [
		[`${base}_resume.pdf`, await pdf(tailored, view, copy.resume.title)],
		[`${base}_resume.docx`, await resumeDocx(view, lang, rtl, copy.resume.title)],
		[`${base}_resume.txt`, plainText(view)],
		[`${base}_resume.md`, markdownText(view)],
		[`${base}_cover-letter.pdf`, await pdf(dated, letterView(letter), letterTitle)],
		[`${base}_cover-letter.docx`, await letterDocx(letter, lang, rtl, letterTitle)],
	];
	mkdirSync(out, { recursive: true });
	const files = outputs.map(([file, bytes]) => {
		writeFileSync(join(out, file), bytes);
		return join(out, file);
	});
	if (options.posting === undefined) return { problems: [], files };
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
	return { problems: [], files, report };
}

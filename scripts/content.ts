/**
 * Content tool for the site owner, on plain Node (no Astro):
 *
 *   npm run content:check [-- --root <folder>]   validate every content file; one line per problem
 *   npm run content:new -- "Project title"       scaffold content/projects/<slug>.md and its image
 *   npm run content:new -- --note "Note title"   scaffold content/notes/<slug>.md, a draft note
 *
 * It reads files with the build's reader (src/lib/content-files.ts: UTF-8, JSON, YAML-only
 * frontmatter that is never run), checks projects with the build's checks and id rule
 * (src/lib/project-files.ts) and validates with the build's zod schemas (src/schemas/), so both
 * report the same problems with the same lines. Exit code: 0 when all is well, 1 on problems,
 * 2 on bad usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
	contentProblems,
	frontmatterLanguageProblem,
	parseMarkdown,
	readJson,
	readText,
	stringifyMarkdown,
} from '../src/data/content-files.ts';
import {
	checkProjectFolder,
	checkTranslationFolder,
	projectFileNames,
} from '../src/data/project-files.ts';
import { languagesProblem, readTranslations } from '../src/data/settings.ts';
import { projectSlug } from '../src/data/content-id.ts';
import {
	PHOTO_FILE,
	resumeSchema,
	resumeSiteProblems,
	type Resume,
} from '../src/schemas/resume.ts';
import { personOf, withheldFields } from '../src/resume/resume.ts';
import { PRIVATE_FIELDS } from '../src/schemas/resume.ts';
import { brandFiles, missingBrandFile, siteSchema, type Site } from '../src/schemas/site.ts';
import { pagesSchema, pagesSiteProblems, type Pages } from '../src/schemas/pages.ts';
import { formatIssues } from '../src/schemas/messages.ts';
import { tagProblems, type TaggedProject } from '../src/projects/tags.ts';
import { checkNotes } from '../src/data/note-check.ts';
import { ScaffoldError, scaffoldNote } from './lib/new-note.ts';

/**
 * Where a command runs and what it prints to: the process's folder and console for the CLI; the
 * tests pass their own folder and collect the lines.
 */
export interface Terminal {
	cwd: string;
	out: (line: string) => void;
	err: (line: string) => void;
}

/** What a check found: problem lines, and how many entries of each kind were valid. */
interface CheckReport {
	problems: string[];
	notes: string[];
	drafts: string[];
	counts: Record<string, number>;
}

/**
 * What `content:new` writes for the owner to replace. `content:check` refuses each of them, so a
 * scaffolded project cannot reach the site with an invented address or description.
 */
export const PLACEHOLDERS = {
	href: 'https://example.com',
	github: 'https://github.com/you/repository',
	desc: (title: string) => `One or two sentences about ${title}.`,
	image: 'Replace this placeholder with a screenshot',
	body: [
		'## What it is',
		'',
		'<!-- Who is it for, and what does it do? Replace these comments with your own words. -->',
		'',
		'## How I built it',
		'',
		'<!-- The technologies and the parts you are proud of. Images go beside this file; docs/owner-guide.md shows how to place them in the text. -->',
		'',
		'## What I learned',
		'',
		'<!-- What was hard, and what you would do differently next time. -->',
		'',
	].join('\n'),
};

/** The lines `content:check` prints for a scaffold value left in a valid project; [] when none. */
export function placeholderProblems(
	shown: string,
	project: { desc: string; href: string; github: string },
	body: string,
	image?: string,
): string[] {
	const problems: string[] = [];
	const host = (address: string) => new URL(address).hostname.replace(/^www\./, '');
	if (/^One or two sentences about .*\.$/.test(project.desc))
		problems.push(
			`${shown}: desc: still the placeholder description; say what the project does in a sentence or two`,
		);
	if (host(project.href) === 'example.com')
		problems.push(
			`${shown}: href: still the placeholder ${project.href}; write the project's live address`,
		);
	const github = new URL(project.github);
	if (host(project.github) === 'github.com' && github.pathname.startsWith('/you/'))
		problems.push(
			`${shown}: github: still the placeholder ${project.github}; write your repository's address`,
		);
	if (image?.includes(PLACEHOLDERS.image))
		problems.push(
			`${shown}: img: still the placeholder image from content:new; replace it with a screenshot of the project`,
		);
	if (body.trim() === PLACEHOLDERS.body.trim())
		problems.push(
			`${shown}: (body): still the outline from content:new; write the project's story under the headings, or delete them`,
		);
	return problems;
}

/** `path` as the command's messages show it: relative to the folder the command runs in. */
const shown = (cwd: string, path: string) => relative(cwd, path) || path;

/** Validates every file under `root` (a folder laid out like `content/`). */
async function checkContent(root: string, cwd: string): Promise<CheckReport> {
	const show = (path: string) => shown(cwd, path);
	const problems: string[] = [];
	const notes: string[] = [];
	const drafts: string[] = [];
	const counts: Record<string, number> = {};

	const projectsDir = join(root, 'projects');
	if (projectFileNames(projectsDir).length === 0)
		problems.push(`${show(projectsDir)}: no project files; add one with npm run content:new`);
	const checked = await checkProjectFolder(projectsDir, show);
	problems.push(...checked.problems);
	counts.projects = checked.projects.length;
	for (const project of checked.projects) {
		const svg = project.data.img.toLowerCase().endsWith('.svg')
			? readFileSync(resolve(projectsDir, project.data.img), 'utf8')
			: undefined;
		problems.push(...placeholderProblems(project.file, project.data, project.body, svg));
		// An empty body is a note: the page then shows the header part.
		if (project.body.trim() === '')
			notes.push(
				`${project.file}: (body): empty; its page shows the title, links and screenshot only. Write the project's story below the frontmatter`,
			);
		if (project.data.draft) drafts.push(project.file);
	}
	// Tag pages: two tags must not share a page, nor a project the tag pages' folder. Drafts get
	// no tag page in a production build, but a tag clash still waits for them.
	const tagged: TaggedProject[] = checked.projects.map(({ file, id, data }) => ({
		file,
		id,
		tags: data.category,
	}));
	problems.push(...tagProblems(tagged));

	const resumeFile = join(root, 'resume.json');
	const resumeJson = readJsonFile(resumeFile, show(resumeFile));
	let resume: Resume | undefined;
	if ('problems' in resumeJson) problems.push(...resumeJson.problems);
	else {
		const result = resumeSchema.safeParse(resumeJson.data);
		if (!result.success) problems.push(...formatIssues(show(resumeFile), result.error));
		else {
			problems.push(...resumeSiteProblems(result.data, show(resumeFile)));
			resume = result.data;
			const image = result.data.basics?.image;
			if (image && PHOTO_FILE.test(image) && !existsSync(join(root, 'brand', image)))
				problems.push(
					`${show(resumeFile)}: basics.image: file not found: ${show(join(root, 'brand', image))}; add the file or fix the name`,
				);
			else if (image && !PHOTO_FILE.test(image))
				notes.push(
					`${show(resumeFile)}: basics.image: a photo elsewhere on the web is not shown (the site loads images from itself only); put a .jpg or .png into content/brand/ and write its name`,
				);
		}
	}

	const siteFile = join(root, 'site.json');
	const site = readJsonFile(siteFile, show(siteFile));
	let settings: Site | undefined;
	if ('problems' in site) problems.push(...site.problems);
	else {
		const result = siteSchema.safeParse(site.data);
		if (!result.success) problems.push(...formatIssues(show(siteFile), result.error));
		else {
			settings = result.data;
			const held = resume ? withheldFields(resume, result.data.publish) : [];
			if (held.length > 0)
				notes.push(
					`${show(resumeFile)}: not published: ${held.join(', ')}; to publish them, list their names (${Object.keys(PRIVATE_FIELDS).join(', ')}) in "publish" in ${show(siteFile)}`,
				);
			for (const { field, file } of Object.values(brandFiles(result.data))) {
				const path = join(root, 'brand', file);
				if (!existsSync(path)) problems.push(missingBrandFile(show(siteFile), field, show(path)));
			}
		}
	}

	const pagesFile = join(root, 'pages.json');
	const pages = readJsonFile(pagesFile, show(pagesFile));
	let copy: Pages | undefined;
	if ('problems' in pages) problems.push(...pages.problems);
	else {
		const result = pagesSchema.safeParse(pages.data);
		if (!result.success) problems.push(...formatIssues(show(pagesFile), result.error));
		else {
			copy = result.data;
			if (resume)
				problems.push(...pagesSiteProblems(result.data, personOf(resume), show(pagesFile)));
		}
	}

	// The further languages: their files' problems, and what each one shows in the default
	// language (a note: it falls back).
	if (settings && copy && resume) {
		const languages = settings.languages ?? [copy.lang];
		const mismatch = languagesProblem(settings.languages, copy, show(pagesFile), show(siteFile));
		if (mismatch) problems.push(mismatch);
		else {
			const read = readTranslations(root, (name) => show(join(root, name)), languages, {
				settings,
				copy,
				resume,
			});
			problems.push(...read.problems);
			const published = checked.projects.filter((project) => !project.data.draft);
			for (const lang of languages.slice(1)) {
				const folder = checkTranslationFolder(root, lang, show);
				problems.push(...folder.problems);
				const translated = new Set(folder.translations.map((translation) => translation.id));
				const missing = published.filter((project) => !translated.has(project.id));
				if (missing.length > 0)
					notes.push(
						`${lang}: ${missing.length} of ${published.length} projects untranslated (${missing.map((project) => project.id).join(', ')}); they show in ${languages[0]}. Translate one in ${show(join(root, lang, 'projects'))}/<id>.md`,
					);
				const fallback = read.translations.find(
					(translation) => translation.lang === lang,
				)?.fallback;
				if (!fallback) continue;
				const list = (keys: string[]) =>
					keys.length > 8
						? `${keys.slice(0, 8).join(', ')} and ${keys.length - 8} more`
						: keys.join(', ');
				if (fallback.pages.length > 0)
					notes.push(
						`${show(join(root, lang, 'pages.json'))}: ${fallback.pages.length} texts untranslated (${list(fallback.pages)}); they show in ${languages[0]}`,
					);
				if (fallback.site.length > 0)
					notes.push(
						`${show(join(root, lang, 'site.json'))}: untranslated: ${fallback.site.join(', ')}; they show in ${languages[0]}`,
					);
				if (fallback.resume.includes('(file)'))
					notes.push(
						`${show(join(root, lang, 'resume.json'))}: missing; the résumé and About page show in ${languages[0]}. Copy resume.json there and translate its texts`,
					);
			}
		}
	}

	const noteReport = await checkNotes(root, show, {
		projects: tagged,
		copy,
		pagesFile: show(pagesFile),
		languages: settings && copy ? (settings.languages ?? [copy.lang]) : undefined,
	});
	problems.push(...noteReport.problems);
	notes.push(...noteReport.notes);
	drafts.push(...noteReport.drafts);
	if (noteReport.count > 0) counts.notes = noteReport.count;
	return { problems, notes, drafts, counts };
}

/** A JSON file's value, or the lines that say why it cannot be read. */
function readJsonFile(file: string, shown: string): { data: unknown } | { problems: string[] } {
	try {
		return { data: readJson(file, shown) };
	} catch (error) {
		return { problems: contentProblems(error) };
	}
}

/** Writes `<slug>.md` and a placeholder `<slug>.svg` into `projectsDir`; returns the files written. */
function scaffoldProject(
	title: string,
	projectsDir: string,
	cwd: string,
	authorName = 'Your Name',
): string[] {
	const clean = title.trim();
	if (!clean)
		throw new UsageError('Give the project a title, e.g. npm run content:new -- "My App"');
	if (/[\p{Cc}<>{}\\]/u.test(clean)) {
		throw new UsageError(
			`The title ${JSON.stringify(clean)} has characters a title cannot hold (< > { } \\ or control characters)`,
		);
	}
	const slug = projectSlug(clean);
	if (!slug)
		throw new UsageError(
			`The title ${JSON.stringify(clean)} has no letters a-z or digits to name the file after; add a word in Latin letters (the title can be changed in the file afterwards)`,
		);
	const markdown = join(projectsDir, `${slug}.md`);
	const image = join(projectsDir, `${slug}.svg`);
	for (const file of [markdown, image]) {
		if (existsSync(file)) {
			throw new UsageError(
				`${shown(cwd, file)} already exists; choose another title or edit that file`,
			);
		}
	}
	const frontmatter = {
		title: clean,
		desc: PLACEHOLDERS.desc(clean),
		img: `./${slug}.svg`,
		authorName,
		href: PLACEHOLDERS.href,
		github: PLACEHOLDERS.github,
		category: ['JavaScript'],
		order: nextOrder(projectsDir, cwd),
		// A new project stays out of the published site until the owner sets this to false.
		draft: true,
	};
	writeFileSync(markdown, stringifyMarkdown(`\n${PLACEHOLDERS.body}`, frontmatter));
	writeFileSync(image, placeholderSvg(clean));
	return [markdown, image];
}

/**
 * One past the highest `order` among the projects in `projectsDir`: a new project comes last.
 * A file whose frontmatter is not YAML stops the command, named: it is never read as code.
 */
function nextOrder(projectsDir: string, cwd: string): number {
	const orders = projectFileNames(projectsDir)
		.map((file) => {
			const path = join(projectsDir, file);
			const name = shown(cwd, path);
			let text: string;
			try {
				text = readText(path, name);
			} catch {
				return undefined; // a broken file is content:check's to report
			}
			const language = frontmatterLanguageProblem(text, name);
			if (language) throw new UsageError(language);
			try {
				return (parseMarkdown(text, name).data as { order?: unknown } | null)?.order;
			} catch {
				return undefined;
			}
		})
		.filter((order): order is number => Number.isInteger(order));
	return Math.max(0, ...orders) + 1;
}

function placeholderSvg(title: string): string {
	const text = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
	<rect width="1280" height="800" fill="#0f1c2e"/>
	<rect x="40" y="40" width="1200" height="720" rx="24" fill="none" stroke="#f2c14e" stroke-width="4" stroke-dasharray="16 12"/>
	<text x="640" y="380" fill="#f6f1e7" font-family="system-ui, sans-serif" font-size="56" font-weight="700" text-anchor="middle">${text}</text>
	<text x="640" y="450" fill="#f2c14e" font-family="system-ui, sans-serif" font-size="32" text-anchor="middle">${PLACEHOLDERS.image}</text>
</svg>
`;
}

class UsageError extends Error {}

/** Runs `check` or `new` with the command line's arguments; returns the exit code. */
export async function main(
	argv: string[],
	{ cwd, out, err }: Terminal = {
		cwd: process.cwd(),
		out: (line) => console.log(line),
		err: (line) => console.error(line),
	},
): Promise<number> {
	const { values, positionals } = parseArgs({
		args: argv,
		allowPositionals: true,
		options: {
			root: { type: 'string', default: 'content' },
			author: { type: 'string' },
			note: { type: 'boolean', default: false },
		},
	});
	const [command, ...rest] = positionals;
	const root = resolve(cwd, values.root);
	if (command === 'check') {
		const { problems, notes, drafts, counts } = await checkContent(root, cwd);
		for (const line of notes) out(`Note: ${line}`);
		if (drafts.length > 0) out(`Drafts (left out of the production build): ${drafts.join(', ')}`);
		for (const line of problems) err(line);
		if (problems.length > 0) {
			err(
				`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${relative(cwd, root) || '.'}/`,
			);
			return 1;
		}
		const summary = Object.entries(counts)
			.map(([name, count]) => `${count} ${name}`)
			.join(', ');
		out(`Content is valid: ${summary}, résumé, site settings, page texts.`);
		return 0;
	}
	if (command === 'new' && values.note) {
		try {
			const written = scaffoldNote(rest.join(' '), join(root, 'notes'), (path) => shown(cwd, path));
			out(
				`Wrote ${shown(cwd, written)}, a draft dated today. Write the note and its description, add tags, run npm run content:check, then set draft: false to publish it.`,
			);
			return 0;
		} catch (error) {
			if (!(error instanceof ScaffoldError)) throw error;
			err(error.message);
			return 1;
		}
	}
	if (command === 'new') {
		try {
			const resume = readJsonFile(join(root, 'resume.json'), 'resume.json');
			const ownerName =
				'data' in resume
					? (resume.data as { basics?: { name?: unknown } } | null)?.basics?.name
					: undefined;
			const author = values.author ?? (typeof ownerName === 'string' ? ownerName : undefined);
			const projectsDir = join(root, 'projects');
			if (!existsSync(projectsDir))
				throw new UsageError(
					`${shown(cwd, projectsDir)}: no such folder; run this from the project folder or pass --root`,
				);
			const written = scaffoldProject(rest.join(' '), projectsDir, cwd, author);
			out(
				`Wrote ${written.map((file) => shown(cwd, file)).join(' and ')}, a draft. Fill in the fields and the story, replace the image, run npm run content:check, then set draft: false to publish it.`,
			);
			return 0;
		} catch (error) {
			if (!(error instanceof UsageError)) throw error;
			err(error.message);
			return 1;
		}
	}
	err(
		'Usage: node scripts/content.ts check [--root content]\n       node scripts/content.ts new "Project title" [--root content]\n       node scripts/content.ts new --note "Note title" [--root content]',
	);
	return 2;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));

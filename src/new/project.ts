// `npm run content:new -- "Title"`: writes a draft project and a placeholder picture, with the
// placeholders `content:check` names until the owner replaces them.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	contentProblems,
	frontmatterLanguageProblem,
	parseMarkdown,
	readText,
	stringifyMarkdown,
} from '../data/content-files.ts';
import { projectSlug } from '../data/content-id.ts';
import { projectPlaceholders } from './placeholders.ts';
import { projectFileNames } from '../data/project-files.ts';
import { readWritten } from '../settings/written.ts';
import { ScaffoldError } from './note.ts';
import { BIDI_CONTROL, quoted } from '../schemas/messages.ts';

/** The owner's name in the résumé of the content folder `root`, when it can be read. */
export function ownerName(root: string): string | undefined {
	let resume: unknown;
	try {
		resume = readWritten(root, 'resume.json', 'resume.json');
	} catch (error) {
		contentProblems(error); // a broken résumé is content:check's to report
		return undefined;
	}
	const name = (resume as { basics?: { name?: unknown } } | null)?.basics?.name;
	return typeof name === 'string' ? name : undefined;
}

/**
 * The default language of the content folder `root`: the first of site.json's `languages`, else
 * pages.json's `lang`, else English. The scaffolds are written in it.
 */
export function siteLanguage(root: string): string {
	const field = (
		file: 'site.json' | 'pages.json',
		read: (data: Record<string, unknown>) => unknown,
	) => {
		try {
			const value = read((readWritten(root, file, file) ?? {}) as Record<string, unknown>);
			return typeof value === 'string' ? value : undefined;
		} catch (error) {
			contentProblems(error); // a broken file is content:check's to report
			return undefined;
		}
	};
	return (
		field('site.json', (site) => (Array.isArray(site.languages) ? site.languages[0] : undefined)) ??
		field('pages.json', (pages) => pages.lang) ??
		'en'
	);
}

/**
 * `npm run content:new -- "Title"`: a draft project in the projects folder of the content folder
 * `root`, by `author` (else the owner the résumé names), in the site's default language; the
 * files written. `show` names a path as messages give it.
 */
export function newProject(
	title: string,
	root: string,
	show: (path: string) => string,
	author?: string,
): string[] {
	const projectsDir = join(root, 'projects');
	if (!existsSync(projectsDir))
		throw new ScaffoldError(
			`${show(projectsDir)}: no such folder; run this from the project folder or pass --root`,
		);
	return scaffoldProject(title, projectsDir, show, author ?? ownerName(root), siteLanguage(root));
}

/**
 * Writes `<slug>.md` and a placeholder `<slug>.svg` into `projectsDir`, their words in `lang`;
 * returns the files written. `show` names a path as messages give it.
 */
export function scaffoldProject(
	title: string,
	projectsDir: string,
	show: (path: string) => string,
	authorName = 'Your Name',
	lang = 'en',
): string[] {
	const PLACEHOLDERS = projectPlaceholders(lang);
	const clean = title.trim();
	if (!clean)
		throw new ScaffoldError('Give the project a title, e.g. npm run content:new -- "My App"');
	if (/[\p{Cc}<>{}\\]/u.test(clean) || BIDI_CONTROL.test(clean)) {
		throw new ScaffoldError(
			`The title ${quoted(clean)} has characters a title cannot hold (< > { } \\ or control characters)`,
		);
	}
	const slug = projectSlug(clean);
	if (!slug)
		throw new ScaffoldError(
			`The title ${quoted(clean)} has no letters or digits to name the file after; add a word (the title can be changed in the file afterwards)`,
		);
	const markdown = join(projectsDir, `${slug}.md`);
	const image = join(projectsDir, `${slug}.svg`);
	for (const file of [markdown, image]) {
		if (existsSync(file))
			throw new ScaffoldError(
				`${show(file)} already exists; choose another title or edit that file`,
			);
	}
	const frontmatter = {
		title: clean,
		desc: PLACEHOLDERS.desc(clean),
		img: `./${slug}.svg`,
		authorName,
		href: PLACEHOLDERS.href,
		github: PLACEHOLDERS.github,
		category: ['JavaScript'],
		order: nextOrder(projectsDir, show),
		// true puts its card on the home page too.
		featured: false,
		// A new project stays out of the published site until the owner sets this to false.
		draft: true,
	};
	writeFileSync(markdown, stringifyMarkdown(`\n${PLACEHOLDERS.body}`, frontmatter));
	writeFileSync(image, placeholderSvg(clean, PLACEHOLDERS.image));
	return [markdown, image];
}

/**
 * One past the highest `order` among the projects in `projectsDir`: a new project comes last.
 * A file whose frontmatter is not YAML stops the command, named: it is never read as code.
 */
export function nextOrder(projectsDir: string, show: (path: string) => string): number {
	const orders = projectFileNames(projectsDir)
		.map((file) => {
			const path = join(projectsDir, file);
			const name = show(path);
			let text: string;
			try {
				text = readText(path, name);
			} catch {
				return undefined; // a broken file is content:check's to report
			}
			const language = frontmatterLanguageProblem(text, name);
			if (language) throw new ScaffoldError(language);
			try {
				return (parseMarkdown(text, name).data as { order?: unknown } | null)?.order;
			} catch {
				return undefined;
			}
		})
		.filter((order): order is number => Number.isInteger(order));
	return Math.max(0, ...orders) + 1;
}

function placeholderSvg(title: string, replace: string): string {
	const text = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
	<rect width="1280" height="800" fill="#0f1c2e"/>
	<rect x="40" y="40" width="1200" height="720" rx="24" fill="none" stroke="#f2c14e" stroke-width="4" stroke-dasharray="16 12"/>
	<text x="640" y="380" fill="#f6f1e7" font-family="system-ui, sans-serif" font-size="56" font-weight="700" text-anchor="middle">${text}</text>
	<text x="640" y="450" fill="#f2c14e" font-family="system-ui, sans-serif" font-size="32" text-anchor="middle">${replace}</text>
</svg>
`;
}

/**
 * What the tests expect, read from the content the site was built from, through the same
 * schemas and sort orders as the build, so no test pins a value from `content/`: the owner edits
 * it and the tests follow.
 *
 * The folder is `CONTENT_DIR` (relative to the project, default the sample fixture, never the
 * owner's `content/`); the fixture-content
 * browser run sets it to a second content folder to prove the specs follow any content.
 */
import { join, resolve } from 'node:path';
import { z } from 'astro/zod';
import { readJson as readJsonFile, readMarkdown } from '../../src/data/content-files.ts';
import { projectId } from '../../src/data/content-id.ts';
import { projectFileNames as namesIn } from '../../src/data/project-files.ts';
import { compareProjects, projectFileSchema, type ProjectFile } from '../../src/schemas/project.ts';
import { compareNotes, isOut, noteFileSchema, type NoteFile } from '../../src/schemas/note.ts';
import { checkNoteTranslationFolder, noteFileNames } from '../../src/data/note-files.ts';
import { noteSettings, pageSettings, siteSchema } from '../../src/schemas/site.ts';
import { resumeSchema, type Resume } from '../../src/schemas/resume.ts';
import { byNewest } from '../../src/resume/dates.ts';
import { personOf } from '../../src/resume/person.ts';
import { publishedResume } from '../../src/resume/privacy.ts';
import { navLinksFrom } from '../../src/nav/nav.ts';
import type { Pages } from '../../src/schemas/pages.ts';
import { fill, segments } from '../../src/i18n/template.client.ts';
import type { Counted } from '../../src/i18n/plural.client.ts';
import { tagPath, tagSlug } from '../../src/tags/tags.client.ts';
import type { LanguageSettings } from '../../src/settings/settings.ts';
import { readDefaultTexts } from '../../src/settings/page-texts.ts';
import { readLanguageFiles } from '../../src/settings/language-files.ts';
import { checkTranslationFolder } from '../../src/data/project-files.ts';
import { languageName, localeRoute } from '../../src/i18n/languages.ts';
import { SAMPLE } from './sample.ts';

/** The content folder the tests read. */
export const CONTENT_DIR = resolve(
	import.meta.dirname,
	'..',
	'..',
	process.env.CONTENT_DIR ?? SAMPLE,
);

/** The names of the project Markdown files in `dir`/projects, sorted. */
export function projectFileNames(dir = CONTENT_DIR): string[] {
	return namesIn(join(dir, 'projects'));
}

/** A project file's frontmatter, unvalidated. */
export function readFrontmatter(file: string): Record<string, unknown> {
	return readMarkdown(file, file).data as Record<string, unknown>;
}

/** A published project as the tests see it: its frontmatter, id (the build's), page path and body. */
export interface PublishedProject extends ProjectFile {
	id: string;
	path: string;
	body: string;
}

/**
 * The route of every page the site built from `dir` has in its default language, the error page
 * left out: the nav's pages, the résumé, each project, each tag (a project's or a note's), and
 * with notes the list's pages and each note.
 */
export function everyPagePath(dir = CONTENT_DIR): string[] {
	const { nav, notes: texts } = readCopy(dir);
	const notes = readNotes(dir);
	const { perPage } = noteSettings(readJson(dir, 'site.json', siteSchema));
	const listed = texts && notes.length > 0;
	const pages = listed ? Math.ceil(notes.length / perPage) : 0;
	const tags = [...readProjects(dir).flatMap((project) => project.category)];
	if (listed) tags.push(...notes.flatMap((note) => note.tags ?? []));
	return [
		...new Set([
			...navLinksFrom(nav).map((link) => link.path),
			'/resume',
			'/search',
			...readProjects(dir).map((project) => project.path),
			...tags.map((tag) => tagPath(tagSlug(tag))),
			...(listed ? ['/notes'] : []),
			...Array.from({ length: Math.max(0, pages - 1) }, (_, index) => `/notes/page/${index + 2}`),
			...(listed ? notes.map((note) => note.path) : []),
		]),
	];
}

/** The published projects in `dir` (drafts left out, as a production build does), in grid order. */
export function readProjects(dir = CONTENT_DIR): PublishedProject[] {
	return projectFileNames(dir)
		.map((file) => {
			const { data, body } = readMarkdown(join(dir, 'projects', file), file);
			const id = projectId(file);
			return { ...projectFileSchema.parse(data), id, path: `/projects/${id}`, body };
		})
		.filter((project) => !project.draft)
		.sort(compareProjects);
}

/** A published note as the tests see it: its frontmatter, id, page path and body. */
export interface PublishedNote extends NoteFile {
	id: string;
	path: string;
	body: string;
}

/**
 * The published notes in `dir` (drafts and notes dated after `now` left out, as a production
 * build does), newest first.
 */
export function readNotes(dir = CONTENT_DIR, now = new Date()): PublishedNote[] {
	return noteFileNames(join(dir, 'notes'))
		.map((file) => {
			const { data, body } = readMarkdown(join(dir, 'notes', file), file);
			const id = projectId(file);
			return { ...noteFileSchema.parse(data ?? {}), id, path: `/notes/${id}`, body };
		})
		.filter((note) => !note.draft && isOut(note.published, now))
		.sort(compareNotes);
}

function readJson<T extends z.ZodType>(dir: string, path: string, schema: T): z.infer<T> {
	return schema.parse(readJsonFile(join(dir, path), path));
}

/** The résumé in `dir` as the site publishes it (resume.json after site.json's privacy choices). */
export function readResume(dir = CONTENT_DIR): Resume {
	const settings = readJson(dir, 'site.json', siteSchema);
	return publishedResume(readJson(dir, 'resume.json', resumeSchema), settings.publish);
}
/** The owner's résumé as the site publishes it. */
export const resume = readResume();
/** The owner's settings as written in site.json. */
export const settings = readJson(CONTENT_DIR, 'site.json', siteSchema);
/**
 * The settings of `dir` (its site.json) with who the owner is from its résumé, as the pages
 * read them: name, job title, e-mail, About paragraphs, profile links.
 */
export function readSite(dir = CONTENT_DIR) {
	return { ...readJson(dir, 'site.json', siteSchema), ...personOf(readResume(dir)) };
}
/** The owner's settings and identity, as the pages read them. */
export const site = readSite();
/**
 * The texts of the pages of `dir` in its default language as the build layers them: its
 * pages.json as written (`own`, `{}` without one) over the built-in texts of that language.
 */
function readDefaultCopy(dir: string): { copy: Pages; own: unknown } {
	const problems: string[] = [];
	const { languages: listed } = readJson(dir, 'site.json', siteSchema);
	const read = readDefaultTexts(dir, (file) => file, problems, listed?.[0]);
	if (!read) throw new Error(problems.join('\n'));
	return read;
}
/** Every text of the pages in `dir` in its default language, as its pages show them. */
export function readCopy(dir = CONTENT_DIR): Pages {
	return readDefaultCopy(dir).copy;
}
/** Every text of the pages (pages.json). */
export const copy = readCopy();
/** The valid fixture content: every other fixture content is an overlay of it. */
export const VALID_CONTENT = resolve(import.meta.dirname, '..', 'fixtures', 'content-valid');
/**
 * The texts of the fixture site with many projects (the `.many` specs): it is built from the
 * valid fixture content's settings and texts (with generated projects), not from the content in
 * use.
 */
export const manyCopy = readCopy(VALID_CONTENT);
/** The site's languages in `dir`, the default first (site.json's `languages`, or pages.json's `lang`). */
export function readLanguages(dir = CONTENT_DIR): string[] {
	return readJson(dir, 'site.json', siteSchema).languages ?? [readCopy(dir).lang];
}
/** The site's languages, the default first. */
export const languages = readLanguages();
/** The default language: its pages are at the site's root. */
export const defaultLanguage = languages[0]!;

/**
 * Each further language's texts in `dir` as the pages read them (its files merged over the
 * default's) and which of them fall back to the default language's.
 */
export function readFurtherLanguages(dir = CONTENT_DIR): LanguageSettings[] {
	const dirLanguages = readLanguages(dir);
	if (dirLanguages.length < 2) return [];
	const { copy: dirCopy, own } = readDefaultCopy(dir);
	const base = {
		settings: readJson(dir, 'site.json', siteSchema),
		copy: dirCopy,
		pages: own,
		resume: readJson(dir, 'resume.json', resumeSchema),
	};
	return readLanguageFiles(dir, (file) => file, dirLanguages, base).languages;
}

/**
 * A URL or path with its percent-encoded characters decoded, as the content writes it
 * (`/projects/café-finder`, not `/projects/caf%C3%A9-finder`): tests compare URLs this way, since a
 * sitemap, a browser's address bar and the HTML may each write the same one differently.
 */
export function decodedUrl(url: string): string {
	return decodeURI(url);
}

/** Whether a URL is the page at `path` (a path as the content writes it), e.g. for `toHaveURL`. */
export const isAt = (path: string) => (url: URL) => decodedUrl(url.pathname) === path;

/**
 * Every text of the pages of `dir` in `lang` as they show it (the owner's words, else the
 * built-in ones of the language, else the default language's owner words).
 */
export function copyIn(lang: string, dir = CONTENT_DIR): Pages {
	if (lang === readLanguages(dir)[0]) return readCopy(dir);
	const language = readFurtherLanguages(dir).find((other) => other.lang === lang);
	if (!language) throw new Error(`${dir} has no language ${lang}`);
	return language.copy;
}

/** The path of a page in `lang`: `/es/projects` for `/projects` in Spanish. */
export function pathIn(lang: string, path: string, dir = CONTENT_DIR): string {
	return localeRoute(path, lang, readLanguages(dir)[0]!);
}

/** The ids of the projects `dir` translates into `lang` (content/<lang>/projects/). */
export function translatedProjectIds(lang: string, dir = CONTENT_DIR): Set<string> {
	return new Set(
		checkTranslationFolder(dir, lang, (path) => path).translations.map(({ id }) => id),
	);
}
/** The translations `dir` holds of its notes into `lang` (content/<lang>/notes/), by note id. */
export function noteTranslations(
	lang: string,
	dir = CONTENT_DIR,
): Map<string, { title?: string | undefined; description?: string | undefined }> {
	return new Map(
		checkNoteTranslationFolder(dir, lang, (path) => path).translations.map(({ id, data }) => [
			id,
			data,
		]),
	);
}

/** A path no page has: the site answers with the error page. */
export const MISSING_PATH = '/no-such-page';
/** The résumé page, linked from the About page. */
export const RESUME_PATH = '/resume';
/** The search page, linked from the header's bar beside the menu. */
export const SEARCH_PATH = '/search';
/** What the page tests expect of the content in use (`readContent` below). */
const inUse = readContent();
/** The header and footer links, in order, with the owner's labels: the four main ones, then Notes when on. */
export const navLinks = inUse.navLinks;
/** The language switch's links, each named in its own language; none with one language. */
export const languageNames = inUse.languageNames;
/**
 * The header's links in order: the navigation, the résumé page when site.json puts it there, then
 * the language switch.
 */
export const headerLinkTitles = inUse.headerLinkTitles;
/** The profile the About page links to as the owner's code, if there is one. */
export const codeProfile = inUse.codeProfile;
/** The About page's sentence of links (the one without the code link when there is no code profile). */
export const aboutLinks = inUse.aboutLinks;
/** The published projects, in the grid's order. */
export const projects = inUse.projects;
/** The published notes, newest first. */
export const notes = inUse.notes;

/** The first published project (of `list`, the owner's by default) whose Markdown body matches `pattern`. */
export function projectWithBody(pattern: RegExp, list = projects): PublishedProject {
	const found = list.find((project) => pattern.test(project.body));
	if (!found) throw new Error(`No published project has a body matching ${pattern}`);
	return found;
}

/** A body image (`![alt](./file)`), and a fenced code block with a language. */
export const BODY_IMAGE = /!\[([^\]]+)\]\(\.\/[^)]+\)/;
export const BODY_CODE = /^```\w+$/m;
/** The degrees, in the About page's order (newest first). */
export const education = inUse.education;
/** The jobs, in the About page's order (newest first). */
export const experience = inUse.experience;
/** The named skills, in the résumé's order. */
export const skills = inUse.skills;

/** The path of every page, in the nav's order. */
export const pagePaths = inUse.pagePaths;
/** Every page, the résumé page, the search page and the error page. */
export const allPaths = [...pagePaths, RESUME_PATH, SEARCH_PATH, MISSING_PATH];

/** A tag as the site shows it: its name, slug, page and the projects that carry it. */
export interface ContentTag {
	name: string;
	slug: string;
	path: string;
	/** Titles of the projects that carry it, in grid order. */
	titles: string[];
	/** Titles of the notes of `noteList` that carry it, newest first: its chip opens its page. */
	notes: string[];
}

/**
 * The tags of `list` (in order of first appearance), each with its page, its projects and the
 * notes of `noteList` that carry it.
 */
export function tagsOf(list: PublishedProject[], noteList: PublishedNote[] = []): ContentTag[] {
	const names = [...new Set(list.flatMap((project) => project.category))];
	return names.map((name) => ({
		name,
		slug: tagSlug(name),
		path: tagPath(tagSlug(name)),
		titles: list.filter((project) => project.category.includes(name)).map(({ title }) => title),
		notes: noteList.filter((note) => note.tags?.includes(name)).map(({ title }) => title),
	}));
}

/** The tags the published projects use, with the notes that carry them too. */
export const tags = tagsOf(projects, notes);
/** The path of every tag page, one per tag (tags that share a slug fail the build). */
export const tagPaths = [...new Set(tags.map((tag) => tag.path))];

/** `text` escaped for use inside a regular expression. */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a name or text that starts with `text`, e.g. `startsWith(copy.card.code)`. */
export function startsWith(text: string): RegExp {
	return new RegExp(`^${escapeRegExp(text)}`);
}

/** Matches a name or text that ends with `text`. */
export function endsWith(text: string): RegExp {
	return new RegExp(`${escapeRegExp(text)}$`);
}

/** Matches `template` with anything in place of its placeholders: "{count} more tags" → /.+? more tags/. */
export function templatePattern(template: Counted): RegExp {
	const forms = typeof template === 'string' ? [template] : Object.values(template);
	const pattern = (form: string) =>
		segments(form)
			.map((piece) => (typeof piece === 'string' ? escapeRegExp(piece) : '.+?'))
			.join('');
	return new RegExp(forms.map(pattern).join('|'));
}

/** The words of a text with placeholders before its first one: "repository of {title}" → "repository of ". */
export function textBefore(template: string): string {
	return template.split(/\{\w+\}/)[0]!;
}

/**
 * The home page's heading: the greeting with the owner's name where it says `{name}`, else
 * after it, one space between ("Hi, I'm" + name, "こんにちは、{name}です").
 */
export function heroHeading(greeting: string, name: string): string {
	return greeting.includes('{name}') ? greeting.replace('{name}', name) : `${greeting} ${name}`;
}

/**
 * The accessible names the pages compose from the owner's texts (`texts`, the content in use by
 * default): what is shown, then what only screen readers hear.
 */
export function namesOf(texts: Pages) {
	const { card, layout, project, projects: list } = texts;
	return {
		/** A link that opens in a new tab, e.g. a profile: "GitHub (opens in a new tab)". */
		newTab: (label: string) => `${label} ${layout.newTab}`,
		/** A project's screenshot: "Screenshot of X". */
		screenshot: (title: string) => fill(card.screenshot, { title }),
		/** The link to a project's code: "Github repository of X (opens in a new tab)". */
		code: (title: string) => `${card.code} ${fill(card.codeHint, { title })} ${layout.newTab}`,
		/** How every code link's name starts, whatever the project: "Github repository of". */
		codeStart: startsWith(`${card.code} ${textBefore(card.codeHint)}`.trimEnd()),
		/** A card's link to the project's page: "Details about X". */
		details: (title: string) => `${card.details} ${fill(card.detailsHint, { title })}`,
		/** How every details link's name starts: "Details about". */
		detailsStart: startsWith(`${card.details} ${textBefore(card.detailsHint)}`.trimEnd()),
		/** A project page's link to the live site: "Live site of X (opens in a new tab)". */
		live: (title: string) =>
			`${project.live} ${fill(project.liveHint, { title })} ${layout.newTab}`,
		/** How every live link's name starts: "Live site of". */
		liveStart: startsWith(`${project.live} ${textBefore(project.liveHint)}`.trimEnd()),
		/** A project page's link to a tag's page: "Projects with React". */
		tag: (tag: string) => fill(list.tagHeading, { tag }),
	};
}

/** The accessible names of the content in use. */
export const names = namesOf(copy);

/**
 * Everything the page tests expect of the content in `dir`, read as the constants above read
 * the content in use: for tests that check several content folders in one run.
 */
export function readContent(dir = CONTENT_DIR) {
	const dirCopy = readCopy(dir);
	const dirSite = readSite(dir);
	const dirResume = readResume(dir);
	const dirLanguages = readLanguages(dir);
	const dirSettings = readJson(dir, 'site.json', siteSchema);
	const dirNotes = readNotes(dir);
	const dirProjects = readProjects(dir);
	const dirTags = tagsOf(dirProjects, dirNotes);
	// The notes join the four main links once there are notes and site.json turns the link on.
	const notesLink =
		dirCopy.notes && dirSettings.notes?.inNav && dirNotes.length > 0
			? [{ title: dirCopy.notes.title, path: '/notes' }]
			: [];
	const pages = pageSettings(dirSettings);
	const dirNavLinks = [...navLinksFrom(dirCopy.nav, {}, pages), ...notesLink];
	// The header's links: the navigation, then the résumé page when site.json puts it there.
	const headerLinks =
		dirSettings.resumeInHeader && pages.resume
			? [...dirNavLinks, { title: dirCopy.resume.title, path: RESUME_PATH }]
			: dirNavLinks;
	const languageNames = dirLanguages.length > 1 ? dirLanguages.map(languageName) : [];
	return {
		dir,
		copy: dirCopy,
		site: dirSite,
		settings: dirSettings,
		/** Which of the optional pages (résumé, tags, contact) the site builds. */
		pages,
		resume: dirResume,
		names: namesOf(dirCopy),
		navLinks: dirNavLinks,
		pagePaths: dirNavLinks.map((link) => link.path),
		languageNames,
		/** The header's page links (the language switch's follow them), in order. */
		headerLinks,
		headerLinkTitles: [...headerLinks.map((link) => link.title), ...languageNames],
		codeProfile: dirSite.profiles.find((profile) => profile.code),
		/**
		 * The About page's sentence of links: the one without the code link when there is no code
		 * profile, the one without the address when there is no e-mail address.
		 */
		aboutLinks: dirSite.profiles.some((profile) => profile.code)
			? dirSite.email
				? dirCopy.about.links
				: dirCopy.about.linksNoEmail
			: dirSite.email
				? dirCopy.about.linksNoCode
				: dirCopy.about.linksNoCodeNoEmail,
		education: byNewest(dirResume.education),
		experience: byNewest(dirResume.work),
		skills: (dirResume.skills ?? []).filter((skill) => skill.name),
		projects: dirProjects,
		notes: dirNotes,
		/** The tags the published projects use, with the notes that carry them too. */
		tags: dirTags,
		/** The path of every tag page, one per tag. */
		tagPaths: [...new Set(dirTags.map((tag) => tag.path))],
	};
}

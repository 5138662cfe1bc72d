// The content check's own steps: links that leave the folder, and the files the build checks as
// it comes to them (projects and their translations as it loads them, brand files and the photo as
// the pages use them), with the notes on what the site leaves out or shows in the default language.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageSettings } from '../schemas/site.ts';
import { PHOTO_FILE, metaNotes, resumeDateNotes } from '../schemas/resume.ts';
import { withModernNames } from '../schemas/resume-names.ts';
import { brandFileProblems as brandFiles } from '../data/brand-files.ts';
import { storyImages } from '../security/story-images.ts';
import { settingsFile, writtenOrNone } from '../settings/written.ts';
import { tagProblems } from '../tags/tags.client.ts';
import {
	checkProjectFolder,
	checkTranslationFolder,
	projectFileNames,
} from '../data/project-files.ts';
import { placeholderProblems } from './placeholders-left.ts';
import { isDraft } from '../stories/published.ts';
import type { CheckState, Step } from './state.ts';
import { outsideLinks } from '../security/containment.ts';
import { checkApplicationFolder } from './application-check.ts';

/**
 * Every project file: its checks, a value left from `content:new` (a note while it is a draft), an
 * empty story (a note).
 */
export const projectFiles: Step = async (state) => {
	const { dir, show, problems, notes } = state;
	const projectsDir = join(dir, 'projects');
	// A site without projects yet builds: the Projects page and the home page show none.
	if (projectFileNames(projectsDir).length === 0)
		notes.push(`${show(projectsDir)}: no project files yet; add one with npm run content:new`);
	const checked = await checkProjectFolder(projectsDir, show);
	problems.push(...checked.problems);
	state.projects = checked.projects;
	for (const project of checked.projects) {
		const { img } = project.data;
		const svg = img?.toLowerCase().endsWith('.svg')
			? readFileSync(resolve(projectsDir, img), 'utf8')
			: undefined;
		// A draft is left out of the published site: what is left to replace is a note until then.
		const left = placeholderProblems(project.file, project.data, project.body, svg);
		(isDraft(project.data) ? notes : problems).push(...left);
		// An empty body is a note: the page then shows the header part.
		if (project.body.trim() === '')
			notes.push(
				`${project.file}: (body): empty; its page shows the title, links and screenshot only. Write the project's story below the frontmatter`,
			);
		notes.push(...remoteImageNotes(project.file, project.body));
	}
};

/**
 * The notes for the images of a story on another site: the site's policy loads images from the
 * site itself only, so the page would show them broken.
 */
function remoteImageNotes(file: string, body: string): string[] {
	return storyImages(body).remote.map((url) => {
		const name = url.split(/[?#]/)[0]!.split('/').pop() || 'picture.png';
		return `${file}: (body): the image ${url} is on another site and will not load (the site shows images from itself only); save it beside the project file and write ./${name}`;
	});
}

/**
 * Tag pages: two tags must not share a page, nor a project the tag pages' folder. Drafts get no
 * tag page in a production build, but a tag clash still waits for them.
 */
export const projectTags: Step = ({ projects, problems }) => {
	problems.push(
		...tagProblems(projects.map(({ file, id, data }) => ({ file, id, tags: data.category }))),
	);
};

/**
 * The names of JSON Resume before 1.0 that a résumé uses (`work[0].company`): read as their 1.0
 * names, a note each, suggesting the 1.0 name.
 */
function olderNames(file: string, document: unknown): string[] {
	return withModernNames(document).older.map(({ field, modern, isShadowed }) =>
		isShadowed
			? `${file}: ${field}: an older JSON Resume name, not read because ${modern} is there too; remove it`
			: `${file}: ${field}: an older JSON Resume name, read as ${modern}; rename it to ${modern.split('.').pop()}`,
	);
}

/** The older JSON Resume names of resume.json (notes). */
export const olderNameNotes: Step = ({ dir, show, resumeDocument, notes }) => {
	notes.push(...olderNames(show(join(dir, 'resume.json')), resumeDocument));
};

/** The résumé's photo on another site: a note that it is not shown (the file's checks are the brand files'). */
export const photoNote: Step = ({ dir, show, resume, notes }) => {
	const image = resume?.basics?.image;
	if (image && !PHOTO_FILE.test(image))
		notes.push(
			`${show(join(dir, 'resume.json'))}: basics.image: a photo elsewhere on the web is not shown (the site loads images from itself only); put a .jpg or .png into content/brand/ and write its name`,
		);
};

/** Dates of the résumé that look like slips: an end before its start, a date in the future. */
export const dateNotes: Step = ({ dir, show, resume, resumeDocument, notes }) => {
	if (resume) notes.push(...resumeDateNotes(resume, show(join(dir, 'resume.json')), new Date()));
	notes.push(...metaNotes(resumeDocument, show(join(dir, 'resume.json'))));
};

/** The pages site.json turns off, and a header link to the résumé page that is off (notes). */
export const pageNotes: Step = ({ dir, show, site, notes }) => {
	if (!site) return;
	const file = show(join(dir, 'site.json'));
	const on = pageSettings(site);
	const off = Object.entries(on).flatMap(([name, built]) => (built ? [] : [name]));
	if (off.length > 0)
		notes.push(`${file}: pages: not built: ${off.join(', ')}; set one to true to build it`);
	if (site.resumeInHeader && !on.resume)
		notes.push(
			`${file}: resumeInHeader: no effect while pages.resume is false; remove one of the two`,
		);
};

/** The brand files site.json names and the résumé's photo: there, inside the folder, of their type. */
export const brandFileProblems: Step = async ({ dir, show, problems }) => {
	problems.push(...(await brandFiles(dir, show, writtenOrNone)));
};

/**
 * Each further language's project translations, and what it shows in the default language
 * (notes: the projects it does not translate, the texts its files leave out).
 */
export const translationFiles: Step = ({
	dir,
	show,
	languages,
	further,
	projects,
	problems,
	notes,
}) => {
	if (!languages || !further) return;
	const published = projects.filter((project) => !isDraft(project.data));
	const list = (keys: string[]) =>
		keys.length > 8
			? `${keys.slice(0, 8).join(', ')} and ${keys.length - 8} more`
			: keys.join(', ');
	for (const lang of languages.slice(1)) {
		const folder = checkTranslationFolder(dir, lang, show);
		problems.push(...folder.problems);
		for (const translation of folder.translations)
			notes.push(...remoteImageNotes(translation.file, translation.body));
		const translated = new Set(folder.translations.map((translation) => translation.id));
		const missing = published.filter((project) => !translated.has(project.id));
		if (missing.length > 0)
			notes.push(
				`${lang}: ${missing.length} of ${published.length} projects untranslated (${missing.map((project) => project.id).join(', ')}); they show in ${languages[0]}. Translate one in ${show(join(dir, lang, 'projects'))}/<id>.md`,
			);
		const fallback = further.find((language) => language.lang === lang)?.fallback;
		if (!fallback) continue;
		if (fallback.pages.length > 0)
			notes.push(
				`${show(join(dir, lang, 'pages.json'))}: ${fallback.pages.length} texts untranslated (${list(fallback.pages)}); they show in ${languages[0]}`,
			);
		if (fallback.site.length > 0)
			notes.push(
				`${show(join(dir, lang, 'site.json'))}: untranslated: ${fallback.site.join(', ')}; they show in ${languages[0]}`,
			);
		if (fallback.resume.includes('(file)'))
			notes.push(
				`${show(join(dir, lang, 'resume.json'))}: missing; the résumé and About page show in ${languages[0]}. Copy resume.json there, remove from its basics who you are (email, phone, url, image, location, profiles: they come from resume.json), keep basics.name only to write your name as ${lang} writes it, and translate its texts`,
			);
		else notes.push(...olderNames(show(join(dir, lang, 'resume.json')), readRaw(dir, lang)));
	}
};

/** The translated résumé of `lang` as written; undefined when there is none or it is no JSON. */
function readRaw(dir: string, lang: string): unknown {
	return writtenOrNone(dir, settingsFile(lang, 'resume.json'));
}

/**
 * Links that leave the content folder among its text files and folders: nothing is read through
 * them, so when there are any they are all the check reports.
 */
export const outside = (state: CheckState): void => {
	const found = outsideLinks(state.dir, state.show);
	state.problems.push(...found);
	state.isStopped = found.length > 0;
};

/** The application files: their schema, a language of the site, left-out names the résumé has. */
export const applications: Step = (state) => {
	const { dir, show, resume, languages, projects, problems } = state;
	const titles = projects.map((project) => project.data.title);
	const checked = checkApplicationFolder(dir, show, { resume, languages, projects: titles });
	problems.push(...checked.problems);
	state.applications = checked.applications;
};

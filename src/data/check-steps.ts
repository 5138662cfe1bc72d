// The steps only `content:check` runs: the files the build checks as it comes to them (projects
// and their translations as it loads them, brand files and the photo as the pages use them), and
// the notes on what the site leaves out or shows in the default language.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brandFiles, missingBrandFile } from '../schemas/site.ts';
import { PHOTO_FILE, PRIVATE_FIELDS } from '../schemas/resume.ts';
import { withheldFields } from '../resume/privacy.ts';
import { tagProblems } from '../projects/tags.ts';
import { checkProjectFolder, checkTranslationFolder, projectFileNames } from './project-files.ts';
import { placeholderProblems } from './placeholders.ts';
import type { Step } from './check.ts';

/** Every project file: its checks, a value left from `content:new`, an empty story (a note). */
export const projectFiles: Step = async (state) => {
	const { dir, show, problems, notes } = state;
	const projectsDir = join(dir, 'projects');
	if (projectFileNames(projectsDir).length === 0)
		problems.push(`${show(projectsDir)}: no project files; add one with npm run content:new`);
	const checked = await checkProjectFolder(projectsDir, show);
	problems.push(...checked.problems);
	state.projects = checked.projects;
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
	}
};

/**
 * Tag pages: two tags must not share a page, nor a project the tag pages' folder. Drafts get no
 * tag page in a production build, but a tag clash still waits for them.
 */
export const projectTags: Step = ({ projects, problems }) => {
	problems.push(
		...tagProblems(projects.map(({ file, id, data }) => ({ file, id, tags: data.category }))),
	);
};

/** The résumé's photo: a file in brand/, or a note that a photo elsewhere is not shown. */
export const photoProblems: Step = ({ dir, show, resume, problems, notes }) => {
	const image = resume?.basics?.image;
	const resumeFile = show(join(dir, 'resume.json'));
	if (image && PHOTO_FILE.test(image) && !existsSync(join(dir, 'brand', image)))
		problems.push(
			`${resumeFile}: basics.image: file not found: ${show(join(dir, 'brand', image))}; add the file or fix the name`,
		);
	else if (image && !PHOTO_FILE.test(image))
		notes.push(
			`${resumeFile}: basics.image: a photo elsewhere on the web is not shown (the site loads images from itself only); put a .jpg or .png into content/brand/ and write its name`,
		);
};

/** The résumé's private fields that site.json does not publish (a note). */
export const privacyNotes: Step = ({ dir, show, site, resume, notes }) => {
	const held = site && resume ? withheldFields(resume, site.publish) : [];
	if (held.length > 0)
		notes.push(
			`${show(join(dir, 'resume.json'))}: not published: ${held.join(', ')}; to publish them, list their names (${Object.keys(PRIVATE_FIELDS).join(', ')}) in "publish" in ${show(join(dir, 'site.json'))}`,
		);
};

/** Each file of brand/ that site.json names is there. */
export const brandFileProblems: Step = ({ dir, show, site, problems }) => {
	if (!site) return;
	for (const { field, file } of Object.values(brandFiles(site))) {
		const path = join(dir, 'brand', file);
		if (!existsSync(path))
			problems.push(missingBrandFile(show(join(dir, 'site.json')), field, show(path)));
	}
};

/**
 * Each further language's project translations, and what it shows in the default language
 * (notes: the projects it does not translate, the texts its files leave out).
 */
export const translationFiles: Step = ({
	dir,
	show,
	languages,
	translations,
	projects,
	problems,
	notes,
}) => {
	if (!languages || !translations) return;
	const published = projects.filter((project) => !project.data.draft);
	const list = (keys: string[]) =>
		keys.length > 8
			? `${keys.slice(0, 8).join(', ')} and ${keys.length - 8} more`
			: keys.join(', ');
	for (const lang of languages.slice(1)) {
		const folder = checkTranslationFolder(dir, lang, show);
		problems.push(...folder.problems);
		const translated = new Set(folder.translations.map((translation) => translation.id));
		const missing = published.filter((project) => !translated.has(project.id));
		if (missing.length > 0)
			notes.push(
				`${lang}: ${missing.length} of ${published.length} projects untranslated (${missing.map((project) => project.id).join(', ')}); they show in ${languages[0]}. Translate one in ${show(join(dir, lang, 'projects'))}/<id>.md`,
			);
		const fallback = translations.find((translation) => translation.lang === lang)?.fallback;
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
				`${show(join(dir, lang, 'resume.json'))}: missing; the résumé and About page show in ${languages[0]}. Copy resume.json there and translate its texts`,
			);
	}
};

// The content check's steps for what is private: the résumé's private fields in the files git
// tracks (those content:migrate cannot move, and those the owner publishes), the private résumé
// itself, whether git ignores the private folder, and the résumé's fields no page or PDF shows.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { resumeSchema, type Resume } from '../schemas/resume.ts';
import { withModernNames } from '../schemas/resume-names.ts';
import { settingsFile, writtenOrNone, type SettingsFile } from '../settings/written.ts';
import { PRIVATE_FOLDER, PRIVATE_RESUME } from '../data/private-files.ts';
import { heldFields, movableFields } from '../resume/privacy.ts';
import { isRecord, pathText, privateFieldsOf, valueAt } from '../resume/private-fields.ts';
import { jsonReader } from '../settings/page-texts.ts';
import type { Step } from './state.ts';

/** The résumé files of the content folder: the default language's ('') and each further one's. */
const resumeFolders = (languages: readonly string[] | undefined) => [
	'',
	...(languages ?? []).slice(1),
];

/** A file of the content folder as written, its older JSON Resume names as their 1.0 ones. */
function written(dir: string, file: SettingsFile): unknown {
	// The settings steps name a file that is no JSON.
	const document = writtenOrNone(dir, file);
	return document === undefined ? undefined : withModernNames(document).document;
}

/**
 * The private fields in the files git tracks: in site.json and each language's (they have no place
 * there), and in resume.json and each language's those content:migrate cannot move (a section
 * entry's) and those the owner publishes, each a note. The migration's own note names the others.
 */
export const privateFieldNotes: Step = ({ dir, show, site, languages, notes }) => {
	const publish = site?.publish ?? [];
	for (const folder of resumeFolders(languages)) {
		// Settings hold no private field: one there is public with the repository, whatever the schema says.
		const settings = written(dir, settingsFile(folder, 'site.json'));
		for (const { path, kind } of privateFieldsOf(settings))
			notes.push(
				`${show(join(dir, folder, 'site.json'))}: ${pathText(path)}: private (${kind}), in a file git tracks and so public with your repository; remove it, and keep it in ${show(join(dir, PRIVATE_FOLDER, PRIVATE_RESUME))} if you need it (e.g. as basics.phone)`,
			);
		const document = written(dir, settingsFile(folder, 'resume.json'));
		const file = show(join(dir, folder, 'resume.json'));
		const movable = new Set(movableFields(document, publish).map(({ path }) => pathText(path)));
		for (const { path, kind } of heldFields(document, publish))
			if (!movable.has(pathText(path)))
				notes.push(
					`${file}: ${pathText(path)}: private (${kind}), in a file git tracks and so public with your repository, though the site leaves it out; remove it, or to publish it on the site, list "${kind}" in "publish" in ${show(join(dir, 'site.json'))}`,
				);
		for (const { path, kind } of privateFieldsOf(document).filter((field) =>
			publish.includes(field.kind),
		))
			notes.push(
				`${file}: ${pathText(path)}: published (site.json's "publish" lists ${kind}): on the résumé page, in its PDF and /resume.json`,
			);
	}
};

/**
 * The private résumé (and each language's): a partial JSON Resume, valid as resume.json is; a field
 * of a kind site.json publishes is a note, since the site never reads the file.
 */
export const privateResume: Step = ({ dir, show, site, languages, problems, notes }) => {
	const read = jsonReader(dir, (name) => show(join(dir, name)), problems);
	for (const folder of resumeFolders(languages)) {
		const name = settingsFile([PRIVATE_FOLDER, folder].filter(Boolean).join('/'), PRIVATE_RESUME);
		if (!existsSync(join(dir, name))) continue;
		if (!read(name, resumeSchema)) continue;
		for (const { path, kind } of privateFieldsOf(written(dir, name)))
			if (site?.publish?.includes(kind))
				notes.push(
					`${show(join(dir, name))}: ${pathText(path)}: not published although site.json's "publish" lists ${kind}: the site never reads ${PRIVATE_FOLDER}/; to publish it, move it to ${show(join(dir, folder, 'resume.json'))}`,
				);
	}
	const ignored = unignoredPrivateFolder(dir);
	if (ignored)
		problems.push(
			`${show(join(dir, PRIVATE_FOLDER))}: (folder): git does not ignore it, so git add -A would put your private files into your repository; add the line /${ignored}/ to .gitignore`,
		);
};

/**
 * The private folder of `dir` as git's top-level folder names it, when `dir` is the `content`
 * folder at the top of a git repository, holds a private folder and git does not ignore it;
 * undefined otherwise (another folder, no git, or ignored).
 */
function unignoredPrivateFolder(dir: string): string | undefined {
	const folder = join(dir, PRIVATE_FOLDER);
	if (!existsSync(folder)) return undefined;
	const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' });
	if (top.status !== 0) return undefined;
	const root = top.stdout.trim();
	if (relative(realpathSync(root), realpathSync(dirname(folder))) !== 'content') return undefined;
	const checked = spawnSync('git', ['check-ignore', '-q', '--', `content/${PRIVATE_FOLDER}/`], {
		cwd: root,
	});
	return checked.status === 1 ? `content/${PRIVATE_FOLDER}` : undefined;
}

/**
 * The fields of the résumé (and each language's) that no page and no PDF shows: the names JSON
 * Resume does not have (private ones aside: they are named above), by place in their section.
 */
export const unshownFieldNotes: Step = ({ dir, show, resume, languages, notes }) => {
	if (!resume) return;
	for (const folder of resumeFolders(languages)) {
		const document = written(dir, settingsFile(folder, 'resume.json'));
		const parsed = folder === '' ? resume : resumeSchema.safeParse(document).data;
		if (!parsed) continue;
		const file = show(join(dir, folder, 'resume.json'));
		const found = new Map<string, number[]>();
		for (const path of unknownPaths(document, parsed)) {
			const place = path.map((key) => (typeof key === 'number' ? '[]' : key));
			const key = pathText(place).replaceAll('.[]', '[]');
			const entry = path.find((part) => typeof part === 'number');
			found.set(key, [...(found.get(key) ?? []), ...(entry === undefined ? [] : [entry])]);
		}
		for (const [field, entries] of found) {
			const where =
				entries.length > 0
					? ` (in ${entries.length === 1 ? 'entry' : 'entries'} ${entries.slice(0, 5).join(', ')}${entries.length > 5 ? '...' : ''})`
					: '';
			notes.push(
				`${file}: ${field}: no page and no PDF shows it${where}: JSON Resume has no such field, so only /resume.json carries it; to show what it holds, put it into a field JSON Resume has (a job's lines into highlights), or remove it`,
			);
		}
	}
};

const isBlank = (value: unknown): boolean =>
	value === undefined ||
	(typeof value === 'string' && value.trim() === '') ||
	(Array.isArray(value) && value.every(isBlank));

/** What JSON Resume's own fields hold but no view shows: the document's, kept out of the check. */
const UNSHOWN = new Set(['$schema', 'meta']);

/**
 * The paths of `document`'s fields that `parsed` (the same document through the schema, which
 * keeps only the fields it knows) lacks: not blank, not private, not `$schema` or `meta`.
 */
function unknownPaths(document: unknown, parsed: Resume): (string | number)[][] {
	const found: (string | number)[][] = [];
	const privatePaths = new Set(privateFieldsOf(document).map(({ path }) => pathText(path)));
	const visit = (value: unknown, path: (string | number)[]) => {
		if (Array.isArray(value)) {
			value.forEach((item, index) => visit(item, [...path, index]));
			return;
		}
		if (!isRecord(value)) return;
		for (const [key, item] of Object.entries(value)) {
			const at = [...path, key];
			if ((path.length === 0 && UNSHOWN.has(key)) || isBlank(item)) continue;
			if (privatePaths.has(pathText(at))) continue;
			if (valueAt(parsed, at) === undefined) found.push(at);
			else visit(item, at);
		}
	};
	visit(document, []);
	return found;
}

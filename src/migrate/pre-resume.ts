// The step from the shape before the résumé: who the owner is in site.json and their jobs,
// degrees and skills in about/*.json, moved into resume.json (JSON Resume 1.0 names).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationStep } from './step.ts';
import { isObject, readJsonFile, writeJsonFile, type JsonObject } from './json-file.ts';
import { settingsFile, writtenOrNone } from '../settings/written.ts';

/** The fields of site.json that said who the owner is, and where resume.json keeps each. */
const PERSON_FIELDS: Record<string, string> = {
	name: 'basics.name',
	jobTitle: 'basics.label',
	email: 'basics.email',
	about: 'basics.summary',
	profiles: 'basics.profiles',
};

/** What a translation may say of the owner today: the rest of who they are is written once. */
const TRANSLATED_PERSON = new Set(['jobTitle', 'about']);

/** The files of the older about/ folder, and the résumé section each became. */
const ABOUT_FILES: Record<string, string> = {
	'experience.json': 'work',
	'education.json': 'education',
	'skills.json': 'skills',
};

/**
 * The file where migration keeps an older text that has no place left (resume.json already holds
 * another): the content check names it until the owner has placed its texts and removed it.
 */
export const KEPT_FILE = 'migrate-kept.json';

/** True when two JSON values are the same, fields left out counting as absent. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown) => (value === undefined ? undefined : String(value));

/** The folder itself ('') and each language folder in it that holds settings of its own. */
function folders(dir: string): string[] {
	const langs = existsSync(dir)
		? readdirSync(dir).filter(
				(name) =>
					/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(name) && statSync(join(dir, name)).isDirectory(),
			)
		: [];
	return ['', ...langs];
}

/** An older job, `{ role, company, start, end, summary }`, as a JSON Resume `work` entry. */
function job(entry: JsonObject): JsonObject {
	return {
		name: entry.company,
		position: entry.role,
		startDate: asText(entry.start),
		endDate: asText(entry.end),
		summary: entry.summary,
	};
}

/** An older degree, `{ degree, school, year }`, as a JSON Resume `education` entry. */
function degree(entry: JsonObject): JsonObject {
	return { institution: entry.school, studyType: entry.degree, endDate: asText(entry.year) };
}

/** An older profile link, `{ label, url, icon, code }`: the label is the network's name. */
function profile(entry: JsonObject): JsonObject {
	return { network: entry.label, url: entry.url };
}

/** Newest first, as the About page listed the older jobs: by last year, then by first year. */
const byEnd = (a: JsonObject, b: JsonObject) =>
	Number(b.end) - Number(a.end) || Number(b.start) - Number(a.start);

/** The entries of an older about/ file as the résumé section they became. */
function section(name: string, entries: unknown[]): unknown[] {
	const objects = entries.filter(isObject);
	if (name === 'work') return [...objects].sort(byEnd).map(job);
	if (name === 'education') return objects.map(degree);
	return objects.map((entry) => ({ name: entry.name }));
}

/** What of the older shape the folder `sub` of `dir` holds: site.json's fields, about/'s files. */
function olderParts(dir: string, sub: string): { fields: string[]; files: string[] } {
	const site = writtenOrNone(dir, settingsFile(sub, 'site.json'));
	const fields = isObject(site) ? Object.keys(PERSON_FIELDS).filter((key) => key in site) : [];
	const files = Object.keys(ABOUT_FILES).filter((file) =>
		existsSync(join(dir, sub, 'about', file)),
	);
	return { fields, files };
}

/** `name` of a folder as lines name it: `es/site.json`, `site.json`. */
const inFolder = (sub: string, name: string) => (sub ? `${sub}/${name}` : name);

/** Moves the older shape in the folder `sub` of `dir` into its resume.json; one line per change. */
function migrateFolder(dir: string, sub: string): string[] {
	const { fields, files } = olderParts(dir, sub);
	if (fields.length === 0 && files.length === 0) return [];
	const isDefault = sub === '';
	const changes: string[] = [];
	const resumeFile = join(dir, sub, 'resume.json');
	const existing = writtenOrNone(dir, settingsFile(sub, 'resume.json'));
	if (existsSync(resumeFile) && !isObject(existing))
		return [
			`${inFolder(sub, 'resume.json')}: (file): not a JSON object, nothing moved into it; correct it and run npm run content:migrate again`,
		];
	const resume: JsonObject = isObject(existing)
		? existing
		: isDefault
			? { $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json' }
			: {};
	const basics: JsonObject = isObject(resume.basics) ? resume.basics : {};
	const siteFile = join(dir, sub, 'site.json');
	const site = writtenOrNone(dir, settingsFile(sub, 'site.json')) as JsonObject;
	const shownResume = inFolder(sub, 'resume.json');
	const kept: JsonObject = {};
	let isMoved = false;
	for (const field of fields) {
		const target = PERSON_FIELDS[field]!;
		const key = target.split('.')[1]!;
		const value = site[field];
		delete site[field];
		if (!isDefault && !TRANSLATED_PERSON.has(field)) {
			changes.push(
				`${inFolder(sub, 'site.json')}: ${field}: removed; who you are is written once, in resume.json`,
			);
			continue;
		}
		const moved =
			field === 'about'
				? list(value).map(String).join('\n\n')
				: field === 'profiles'
					? list(value).filter(isObject).map(profile)
					: value;
		if (basics[key] !== undefined) {
			if (same(basics[key], moved))
				changes.push(
					`${inFolder(sub, 'site.json')}: ${field}: removed; ${shownResume} has the same ${target}`,
				);
			else {
				kept[`site.json ${field}`] = value;
				changes.push(
					`${inFolder(sub, 'site.json')}: ${field}: kept in ${inFolder(sub, KEPT_FILE)}; ${shownResume} already has another ${target}`,
				);
			}
			continue;
		}
		basics[key] = moved;
		isMoved = true;
		changes.push(`${inFolder(sub, 'site.json')}: ${field}: moved to ${shownResume} as ${target}`);
	}
	if (isDefault && basics.url === undefined && typeof site.url === 'string') basics.url = site.url;
	if (Object.keys(basics).length > 0) resume.basics = basics;
	for (const file of files) {
		const name = ABOUT_FILES[file]!;
		const path = join(dir, sub, 'about', file);
		const entries = readJsonFile(path);
		if (!Array.isArray(entries)) {
			changes.push(
				`${inFolder(sub, `about/${file}`)}: (file): not a JSON list, left as it is; correct it and run npm run content:migrate again`,
			);
			continue;
		}
		if (resume[name] === undefined) {
			resume[name] = section(name, entries);
			isMoved = true;
			changes.push(`${inFolder(sub, `about/${file}`)}: moved to ${shownResume} as ${name}`);
		} else {
			const have = list(resume[name]);
			const added = section(name, entries).filter((entry) => !have.some((old) => same(old, entry)));
			resume[name] = [...have, ...added];
			if (added.length > 0) isMoved = true;
			changes.push(
				`${inFolder(sub, `about/${file}`)}: merged into ${shownResume} ${name}: ${added.length} added, ${entries.length - added.length} already there`,
			);
		}
		rmSync(path);
	}
	const about = join(dir, sub, 'about');
	if (existsSync(about) && readdirSync(about).length === 0) rmSync(about, { recursive: true });
	if (isMoved) writeJsonFile(resumeFile, resume);
	if (Object.keys(kept).length > 0) {
		const keptFile = join(dir, sub, KEPT_FILE);
		const before = readJsonFile(keptFile);
		writeJsonFile(keptFile, { ...(isObject(before) ? before : {}), ...kept });
	}
	if (fields.length > 0) writeJsonFile(siteFile, site);
	return changes;
}

/** site.json's person and about/*.json, from before the résumé, into resume.json. */
export const preResumeStep: MigrationStep = {
	title: 'site.json and about/: who you are, your jobs, degrees and skills now live in resume.json',
	detect(dir) {
		return folders(dir).flatMap((sub) => {
			const { fields, files } = olderParts(dir, sub);
			return [
				...fields.map(
					(field) =>
						`${inFolder(sub, 'site.json')}: ${field}: kept in resume.json now (${PERSON_FIELDS[field]})`,
				),
				...files.map(
					(file) =>
						`${inFolder(sub, `about/${file}`)}: (file): kept in resume.json now (${ABOUT_FILES[file]})`,
				),
				...(existsSync(join(dir, sub, KEPT_FILE))
					? [
							`${inFolder(sub, KEPT_FILE)}: (file): texts content:migrate could not place (resume.json already held others); copy what you want into resume.json, then delete this file`,
						]
					: []),
			];
		});
	},
	apply(dir) {
		return folders(dir).flatMap((sub) => migrateFolder(dir, sub));
	},
};

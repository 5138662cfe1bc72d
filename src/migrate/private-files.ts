// The step to private files: the applications and the résumé's private fields (a phone, a street
// address, references...) leave the files git tracks for the content folder's private folder,
// which git ignores and the site never reads. Content that still has them builds: a note each.
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	renameSync,
	rmSync,
	rmdirSync,
	statSync,
} from 'node:fs';
import { join } from 'node:path';
import type { MigrationStep } from './step.ts';
import { isObject, writeJsonFile } from './json-file.ts';
import { settingsFile, writtenOrNone } from '../settings/written.ts';
import { PRIVATE_FOLDER, PRIVATE_RESUME } from '../data/private-files.ts';
import { APPLICATIONS_FOLDER } from '../data/application-files.ts';
import { PRIVATE_FIELDS, type PrivateField } from '../schemas/resume.ts';
import { movableFields, type MovableField } from '../resume/privacy.ts';
import { pathText, separate, valueAt } from '../resume/private-fields.ts';
import { crashPoint } from '../owner-files/crash-point.ts';

/** The folder applications were kept in before they became private. */
const OLDER_APPLICATIONS = 'applications';

/** The kinds site.json publishes, as written. */
function publishOf(dir: string): PrivateField[] {
	const site = writtenOrNone(dir, 'site.json');
	const listed = isObject(site) && Array.isArray(site.publish) ? site.publish : [];
	return listed.filter((kind): kind is PrivateField => kind in PRIVATE_FIELDS);
}

/** The résumés of `dir` git tracks: the default language's ('') and each further language's. */
function resumeFolders(dir: string): string[] {
	const site = writtenOrNone(dir, 'site.json');
	const languages = isObject(site) && Array.isArray(site.languages) ? site.languages : [];
	return [
		'',
		...languages
			.slice(1)
			.filter((lang): lang is string => typeof lang === 'string' && /^[\w-]+$/.test(lang)),
	].filter((folder) => existsSync(join(dir, folder, 'resume.json')));
}

/** `folder/name` as the content folder's relative path. */
const inFolder = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** The private résumé of a folder's résumé, as the content folder's relative path. */
const privateResumeOf = (folder: string) =>
	[PRIVATE_FOLDER, folder, PRIVATE_RESUME].filter(Boolean).join('/');

/** A résumé's private fields that move, with the value the private résumé holds there already. */
function fieldsToMove(dir: string, folder: string) {
	const document = writtenOrNone(dir, settingsFile(folder, 'resume.json'));
	const privateFile = join(dir, PRIVATE_FOLDER, folder, PRIVATE_RESUME);
	const kept = writtenOrNone(
		dir,
		settingsFile([PRIVATE_FOLDER, folder].filter(Boolean).join('/'), PRIVATE_RESUME),
	);
	return {
		document,
		kept,
		privateFile,
		fields: movableFields(document, publishOf(dir)).map((field: MovableField) => ({
			...field,
			clash:
				valueAt(kept, field.path) !== undefined &&
				JSON.stringify(valueAt(kept, field.path)) !== JSON.stringify(field.value),
		})),
	};
}

/** The files of the older applications folder. */
const olderApplications = (dir: string) =>
	existsSync(join(dir, OLDER_APPLICATIONS)) ? readdirSync(join(dir, OLDER_APPLICATIONS)) : [];

const hint = (kind: PrivateField) =>
	`or, to publish it on the site, list "${kind}" in "publish" in site.json`;

/** Moves the applications and the résumé's private fields into the private folder. */
export const privateFilesStep: MigrationStep = {
	title: 'the applications and the résumé’s private fields: into private/, which git ignores',
	stillBuilds: true,
	detect(dir) {
		const applications = olderApplications(dir).map(
			(name) =>
				`${OLDER_APPLICATIONS}/${name}: an application, in a folder git tracks and so public with your repository; npm run content:migrate moves it to ${APPLICATIONS_FOLDER}/, which git ignores`,
		);
		const fields = resumeFolders(dir).flatMap((folder) =>
			fieldsToMove(dir, folder).fields.map(({ path, kind, clash }) =>
				clash
					? `${inFolder(folder, 'resume.json')}: ${pathText(path)}: private (${kind}), in a file git tracks, and ${privateResumeOf(folder)} holds another value; keep one of the two (remove the other), ${hint(kind)}`
					: `${inFolder(folder, 'resume.json')}: ${pathText(path)}: private (${kind}), in a file git tracks and so public with your repository; npm run content:migrate moves it to ${privateResumeOf(folder)}, which git ignores, ${hint(kind)}`,
			),
		);
		return [...applications, ...fields];
	},
	apply(dir) {
		const changes: string[] = [];
		const names = olderApplications(dir);
		if (names.length > 0) {
			const into = join(dir, APPLICATIONS_FOLDER);
			mkdirSync(into, { recursive: true });
			for (const name of names) {
				const from = join(dir, OLDER_APPLICATIONS, name);
				const same = (target: string) =>
					statSync(from).isFile() &&
					statSync(target).isFile() &&
					readFileSync(target).equals(readFileSync(from));
				// A file of the same name there already: both are kept, this one under a free name.
				let target = name;
				for (let n = 2; existsSync(join(into, target)) && !same(join(into, target)); n++)
					target = name.replace(/(\.[^.]*)?$/, `-${n}$1`);
				if (existsSync(join(into, target))) rmSync(from);
				else renameSync(from, join(into, target));
				crashPoint();
				changes.push(
					`${OLDER_APPLICATIONS}/${name}: moved to ${APPLICATIONS_FOLDER}/${target}, which git ignores`,
				);
			}
			rmdirSync(join(dir, OLDER_APPLICATIONS));
		}
		for (const folder of resumeFolders(dir)) {
			const { document, kept, privateFile, fields } = fieldsToMove(dir, folder);
			const moving = fields.filter(({ clash }) => !clash);
			if (moving.length === 0) continue;
			const { rest, taken } = separate(
				document,
				moving.map(({ path }) => path),
				kept,
			);
			mkdirSync(join(dir, PRIVATE_FOLDER, folder), { recursive: true });
			writeJsonFile(privateFile, taken);
			writeJsonFile(join(dir, folder, 'resume.json'), rest);
			const shown = privateResumeOf(folder);
			changes.push(
				...moving.map(
					({ path }) =>
						`${inFolder(folder, 'resume.json')}: ${pathText(path)}: moved to ${shown}, which git ignores`,
				),
			);
		}
		return changes;
	},
};

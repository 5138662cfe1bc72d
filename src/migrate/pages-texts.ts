// The step for a pages.json copied whole from an older template: the texts equal to the ones the
// template now ships in that language go, every text the owner worded differently stays.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MigrationStep } from './step.ts';
import { isObject as isTexts, writeJsonFile, type JsonObject as Texts } from './json-file.ts';
import { builtInLanguage, builtInTexts } from '../i18n/built-in/languages.ts';
import { OWNER_WORDS } from '../i18n/text-layers.ts';
import { isPluralForms } from '../i18n/plural.client.ts';
import { settingsFile, writtenOrNone, type SettingsFile } from '../settings/written.ts';

/**
 * Every pages.json of `dir` with its language: the default one's is site.json's first language,
 * else the file's `lang`, else English; a folder's is its name. `file` is its path in `dir`.
 */
export function pagesFiles(dir: string): { path: string; file: SettingsFile; lang: string }[] {
	const site = writtenOrNone(dir, 'site.json');
	const own = writtenOrNone(dir, 'pages.json');
	const listed = isTexts(site) && Array.isArray(site.languages) ? site.languages[0] : undefined;
	const declared = isTexts(own) ? own.lang : undefined;
	const lang = typeof listed === 'string' ? listed : typeof declared === 'string' ? declared : 'en';
	const folders = readdirSync(dir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'pages.json')))
		.map((entry) => ({
			path: join(dir, entry.name, 'pages.json'),
			file: settingsFile(entry.name, 'pages.json'),
			lang: entry.name,
		}));
	return [
		{ path: join(dir, 'pages.json'), file: settingsFile('', 'pages.json'), lang },
		...folders,
	];
}

/**
 * The dotted paths of the texts of `own` equal to `builtIn`'s, the owner's own words left out
 * (a further language's would then show the default language's).
 */
function sameTexts(own: Texts, builtIn: unknown, prefix = ''): string[] {
	return Object.entries(own).flatMap(([key, value]) => {
		const path = prefix ? `${prefix}.${key}` : key;
		const shipped = isTexts(builtIn) ? builtIn[key] : undefined;
		// A counted text's plural forms are one text: removed only when every form is the same.
		if (isPluralForms(value) || isPluralForms(shipped))
			return JSON.stringify(value) === JSON.stringify(shipped) ? [path] : [];
		if (isTexts(value)) return sameTexts(value, shipped, path);
		const ownWords = (OWNER_WORDS as readonly string[]).includes(path);
		return typeof value === 'string' && value === shipped && !ownWords ? [path] : [];
	});
}

/** `own` without the texts at `paths`, and without the groups that leaves empty. */
export function without(own: Texts, paths: string[], prefix = ''): Texts {
	const kept: Texts = {};
	for (const [key, value] of Object.entries(own)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (paths.includes(path)) continue;
		const rest = isTexts(value) ? without(value, paths, path) : value;
		if (isTexts(rest) && Object.keys(rest).length === 0) continue;
		kept[key] = rest;
	}
	return kept;
}

/** Each pages.json of `dir` holding texts the template ships, with those texts and its language. */
function shippedCopies(dir: string) {
	return pagesFiles(dir).flatMap(({ path, file, lang }) => {
		const own = writtenOrNone(dir, file);
		const builtIn = builtInTexts(lang);
		if (!isTexts(own) || !builtIn) return [];
		const same = sameTexts(own, builtIn);
		const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(builtInLanguage(lang)!);
		return same.length > 0 ? [{ path, own, same, language, shown: relative(dir, path) }] : [];
	});
}

/** Removes the texts of pages.json (and its translations) that equal the template's own. */
export const pagesTextsStep: MigrationStep = {
	title: 'pages.json: texts the template now ships',
	stillBuilds: true,
	detect(dir) {
		return shippedCopies(dir).map(({ shown, same, language }) => {
			const listed =
				same.length > 6
					? `${same.slice(0, 6).join(', ')} and ${same.length - 6} more`
					: same.join(', ');
			return `${shown}: ${same.length} texts are the ones the template ships in ${language} (${listed}); content:migrate removes them`;
		});
	},
	apply(dir) {
		return shippedCopies(dir).map(({ path, own, same, language, shown }) => {
			writeJsonFile(path, without(own, same));
			return `${shown}: removed ${same.length} texts the template ships in ${language}; the ones you worded differently stay`;
		});
	},
};

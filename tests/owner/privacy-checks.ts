/**
 * The owner's privacy check of a built site: each private field the owner did not opt in to
 * publish is looked for in its own place of each output (its key in the published JSON and the
 * JSON-LD, the résumé's contact lines on the page and in the PDF, the references' section), never
 * by its words appearing anywhere: a city that is also a job's place is no leak.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { getDocumentProxy } from 'unpdf';
import { readJson } from '../../src/data/content-files.ts';
import { PRIVATE_FOLDER } from '../../src/data/private-files.ts';
import { localeSegment, mergeTexts } from '../../src/i18n/languages.ts';
import { heldFields } from '../../src/resume/privacy.ts';
import { paragraphs } from '../../src/resume/person.ts';
import {
	isRecord,
	pathText,
	privateFieldsOf,
	privateKindOf,
	valueAt,
	type FieldPath,
} from '../../src/resume/private-fields.ts';
import { withModernNames } from '../../src/schemas/resume-names.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { readCopy, readFurtherLanguages, readLanguages } from '../tools/content.ts';
import { text } from '../tools/hast.ts';
import { builtPages, filesIn } from './site-checks.ts';

/** A JSON file of the content folder as written; undefined when there is none. */
const jsonOf = (file: string): unknown =>
	existsSync(file) ? withModernNames(readJson(file, file)).document : undefined;

/** What the owner keeps private in one language of the site. */
export interface HeldIn {
	lang: string;
	/** Where the language's outputs are in the build: '' for the default language, 'es/'. */
	prefix: string;
	/** The private fields, by their place in the résumé, with what they hold. */
	fields: { path: FieldPath; value: unknown }[];
	/** The section headings of the language, and its summary's first words (the PDF's landmarks). */
	headings: string[];
	references: string;
	summary: string;
}

/**
 * The private fields of each language of the content folder: the fields of resume.json (with the
 * language's own over it) that are private by name and not opted in, and every field of the
 * private résumé that resume.json does not hold itself.
 */
export function heldIn(content: string): HeldIn[] {
	const { publish = [] } = siteSchema.parse(readJson(join(content, 'site.json'), 'site.json'));
	const languages = readLanguages(content);
	// Each language's texts, read once: a further language's are its own over the default's.
	const copies = new Map([
		[languages[0], readCopy(content)],
		...readFurtherLanguages(content).map(({ lang, copy }) => [lang, copy] as const),
	]);
	return languages.map((lang, index) => {
		const own = (dir: string) =>
			index === 0
				? jsonOf(join(dir, 'resume.json'))
				: mergeTexts(jsonOf(join(dir, 'resume.json')), jsonOf(join(dir, lang, 'resume.json')));
		const written = own(content);
		const kept = own(join(content, PRIVATE_FOLDER));
		const fields = [
			...heldFields(written, publish).map(({ path }) => ({ path, value: valueAt(written, path) })),
			...leavesOf(kept)
				.filter((path) => valueAt(written, path) === undefined)
				.map((path) => ({ path, value: valueAt(kept, path) })),
		];
		const copy = copies.get(lang)!;
		const basics = (written as { basics?: { summary?: unknown } } | undefined)?.basics;
		return {
			lang,
			prefix: index === 0 ? '' : `${localeSegment(lang)}/`,
			fields,
			headings: Object.values(copy.resume.sections),
			references: copy.resume.sections.references,
			summary: paragraphs(typeof basics?.summary === 'string' ? basics.summary : '')[0] ?? '',
		};
	});
}

/** The private kind of the field at `path`, by the name of its last key. */
const kindOf = (path: FieldPath) =>
	privateKindOf(String(path.findLast((key) => typeof key === 'string') ?? ''));

/** The paths of a document's fields, its objects opened and its lists and texts whole. */
function leavesOf(value: unknown, path: FieldPath = []): FieldPath[] {
	if (!isRecord(value)) return path.length > 0 ? [path] : [];
	return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
}

/** The texts of a value: a text itself, or every text in a list or object. */
const textsOf = (value: unknown): string[] =>
	typeof value === 'string'
		? [value.trim()].filter(Boolean)
		: Array.isArray(value) || isRecord(value)
			? Object.values(value).flatMap(textsOf)
			: [];

const LEAK = (field: string) =>
	`${field}: published although site.json's "publish" leaves it out; report it with your content (the privacy rule is the template's)`;

/** The parts of a contact line: the texts between its separators (`·` between lines, `,` in a place). */
const partsOf = (line: string) => line.split(/\s*[·,]\s*/).filter(Boolean);

/**
 * The texts of the published résumé that its contact lines show: the e-mail address, phone, web
 * address, each part of the place and the profiles; with `header`, the name and job title too.
 */
function contactTexts(published: unknown, header = false): string[] {
	const basics = isRecord(published) && isRecord(published.basics) ? published.basics : {};
	const profiles = Array.isArray(basics.profiles) ? basics.profiles : [];
	return [
		...(header ? [basics.name, basics.label] : []),
		basics.email,
		basics.phone,
		basics.url,
		basics.location,
		...profiles.map((profile) => (isRecord(profile) ? [profile.url, profile.network] : [])),
	].flatMap(textsOf);
}

/**
 * The private fields a contact text shows: each private field's value found among the text's
 * parts once each of the `published` texts there has taken its own parts (so a private address
 * that is also the published city is the city's, until it shows twice).
 */
function shownIn(contact: string, held: HeldIn['fields'], published: string[]): string[] {
	const parts: (string | null)[] = partsOf(contact);
	const take = (value: string) => {
		const wanted = partsOf(value);
		for (let at = 0; at + wanted.length <= parts.length; at++)
			if (wanted.every((part, index) => parts[at + index] === part)) {
				parts.fill(null, at, at + wanted.length);
				return true;
			}
		return false;
	};
	for (const value of published) take(value);
	return held
		.filter(({ value }) => typeof value === 'string' && value.trim() !== '' && take(value))
		.map(({ path }) => pathText(path));
}

/** The published résumé of a language in the build, when there is one. */
const publishedIn = (dist: string, { prefix }: HeldIn): unknown => {
	const file = join(dist, `${prefix}resume.json`);
	return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

/** The language a built page belongs to, by its first folder. */
const languageOf = (held: HeldIn[], file: string) =>
	held.find(({ prefix }) => prefix && file.startsWith(prefix)) ?? held[0]!;

/**
 * The text lines of each page of a PDF, as pdf.js ends them. The résumé sets the items of a line
 * (its contact items, an entry's organisation, place and dates) apart by a gap of about an em,
 * which pdf.js gives as a blank item that wide: read as the line's separator, " · ".
 */
async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
	const pdf = await getDocumentProxy(bytes);
	const pages: string[][] = [];
	for (let number = 1; number <= pdf.numPages; number++) {
		const lines: string[] = [];
		let line = '';
		for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
			if (!('str' in item)) continue;
			const size = Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0);
			line += item.str.trim() === '' && item.width >= size * 0.6 ? ' · ' : item.str;
			if (!item.hasEOL) continue;
			lines.push(line.trim());
			line = '';
		}
		pages.push([...lines, line.trim()].filter(Boolean));
	}
	return pages;
}

/** The lines of a PDF's first page above its summary and its first section: its header. */
function headerOf(pages: string[][], { headings, summary }: HeldIn): string[] {
	const lines = pages[0] ?? [];
	const start = summary.slice(0, 20);
	// A heading may be drawn in capitals: compared case aside.
	const heading = new Set(headings.map((each) => each.toLocaleLowerCase()));
	const end = lines.findIndex(
		(line) =>
			heading.has(line.toLocaleLowerCase()) ||
			(start !== '' && (line.startsWith(start) || start.startsWith(line))),
	);
	return end === -1 ? lines : lines.slice(0, end);
}

/**
 * No private field the owner did not opt in to publish (site.json's `publish` names the kinds) is
 * in its place in any output of the build: the published JSON résumé and every page's JSON-LD by
 * key, the résumé's contact lines on the page and in the PDF by value, and the references' section.
 */
export async function privacyLeaks(dist: string, content: string): Promise<string[]> {
	const { publish = [] } = siteSchema.parse(readJson(join(content, 'site.json'), 'site.json'));
	const held = heldIn(content);
	const problems = new Set<string>();
	/** The private fields a JSON résumé holds by their name, and those of `fields` at their place. */
	const jsonKeys = (json: unknown, fields: HeldIn['fields'] = []) => [
		...heldFields(json, publish).map(({ path }) => pathText(path)),
		...fields
			.filter(({ path }) => valueAt(json, path) !== undefined)
			.map(({ path }) => pathText(path)),
	];
	const published = new Map(held.map((language) => [language, publishedIn(dist, language)]));
	for (const language of held) {
		const json = published.get(language);
		if (json === undefined) continue;
		for (const field of jsonKeys(json, language.fields))
			problems.add(`file /${language.prefix}resume.json: ${LEAK(field)}`);
	}
	for (const { path, file } of builtPages(dist)) {
		const language = languageOf(held, file);
		const tree = fromHtml(readFileSync(join(dist, file), 'utf8'));
		for (const script of selectAll('script[type="application/ld+json"]', tree)) {
			let json: unknown;
			try {
				json = JSON.parse(text(script));
			} catch {
				continue;
			}
			// By schema.org's names: a kind not published, or a private résumé's value of the kind.
			for (const { path: at, kind } of privateFieldsOf(json)) {
				const shown = textsOf(valueAt(json, at));
				const kept = language.fields.filter((field) => kindOf(field.path) === kind);
				if (
					!publish.includes(kind) ||
					kept.some(({ value }) => textsOf(value).some((each) => shown.includes(each)))
				)
					problems.add(`page ${path}: (JSON-LD) ${LEAK(pathText(at))}`);
			}
		}
		// The page's contact lines as one list: a published text takes its parts once in all of them.
		const contact = selectAll('ul.contact > li', tree).map(text).join(' · ');
		const texts = contactTexts(published.get(language));
		for (const field of shownIn(contact, language.fields, texts))
			problems.add(`page ${path}: ${LEAK(field)}`);
		const referencesHeld = language.fields.some(({ path: [key] }) => key === 'references');
		if (referencesHeld && selectAll('#resume-references', tree).length > 0)
			problems.add(`page ${path}: ${LEAK('references')}`);
	}
	for (const file of filesIn(dist).filter((name) => /(^|\/)resume\.pdf$/.test(name))) {
		const language = languageOf(held, file);
		const pages = await pdfPages(new Uint8Array(readFileSync(join(dist, file))));
		const header = headerOf(pages, language).join(' · ');
		const texts = contactTexts(published.get(language), true);
		for (const field of shownIn(header, language.fields, texts))
			problems.add(`file /${file}: ${LEAK(field)}`);
		const referencesHeld = language.fields.some(({ path: [key] }) => key === 'references');
		if (referencesHeld && pages.flat().includes(language.references))
			problems.add(`file /${file}: ${LEAK('references')}`);
	}
	return [...problems];
}

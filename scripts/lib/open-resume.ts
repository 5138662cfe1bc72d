/**
 * Runs OpenResume's published résumé parser on a PDF, its code loaded at run time from a
 * checkout of github.com/xitanggg/open-resume (none of it is kept here), fed text items the way
 * its own reader makes them: pdf.js items with positions, sizes and the fonts' real names.
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocumentProxy } from 'unpdf';

/** What OpenResume's parser reads back from a résumé. */
export interface ParsedResume {
	profile: { name: string; email: string; phone: string; location: string; url: string };
	workExperiences: { company: string; jobTitle: string; date: string; descriptions: string[] }[];
	educations: { school: string; degree: string; gpa: string; date: string }[];
	projects: { project: string; date: string }[];
	skills: { featuredSkills: { skill: string }[]; descriptions: string[] };
}

/** One text item as OpenResume's reader gives it to the parser's later steps. */
interface TextItem {
	text: string;
	x: number;
	y: number;
	width: number;
	height: number;
	fontName: string;
	hasEOL: boolean;
}

/** Six empty featured skills: what the parser's store module (which needs Redux) starts from. */
const STORE_STAND_IN = `export const initialFeaturedSkills = Array.from({ length: 6 }, () => ({ skill: '', rating: 4 }));`;

/**
 * Resolves the parser's `lib/...` imports (its tsconfig's base folder) to the checkout's
 * TypeScript files, Node stripping their types; the store module becomes a stand-in.
 */
function loadFrom(checkout: string) {
	const lib = join(checkout, 'src', 'app', 'lib');
	registerHooks({
		resolve(specifier, context, next) {
			if (specifier.startsWith(pathToFileURL(lib).href))
				return { url: specifier, format: 'module-typescript', shortCircuit: true };
			if (specifier === 'lib/redux/resumeSlice')
				return {
					url: `data:text/javascript,${encodeURIComponent(STORE_STAND_IN)}`,
					shortCircuit: true,
				};
			if (specifier.startsWith('lib/')) {
				const path = join(lib, specifier.slice(4));
				return {
					url: pathToFileURL(existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts')).href,
					format: 'module-typescript',
					shortCircuit: true,
				};
			}
			return next(specifier, context);
		},
	});
	return lib;
}

/** The PDF's text items as OpenResume's `readPdf` makes them. */
async function textItems(bytes: Uint8Array): Promise<TextItem[]> {
	const pdf = await getDocumentProxy(bytes);
	const items: TextItem[] = [];
	for (let number = 1; number <= pdf.numPages; number++) {
		const page = await pdf.getPage(number);
		const content = await page.getTextContent();
		await page.getOperatorList();
		for (const item of content.items) {
			if (!('str' in item)) continue;
			const font = page.commonObjs.get(item.fontName) as { name: string };
			items.push({
				text: item.str.replace(/-\u00ad‐/g, '-'),
				x: item.transform[4] as number,
				y: item.transform[5] as number,
				width: item.width,
				height: item.height,
				fontName: font.name,
				hasEOL: item.hasEOL,
			});
		}
	}
	return items.filter((item) => item.hasEOL || item.text.trim() !== '');
}

/** OpenResume's parse of the PDF `bytes`, with its parser read from `checkout`. */
export async function parseWithOpenResume(
	checkout: string,
	bytes: Uint8Array,
): Promise<ParsedResume> {
	const lib = loadFrom(checkout);
	const step = (file: string) => join(lib, 'parse-resume-from-pdf', file);
	if (!existsSync(step('group-text-items-into-lines.ts')))
		throw new Error(`${checkout}: no OpenResume checkout (src/app/lib/parse-resume-from-pdf/)`);
	const [{ groupTextItemsIntoLines }, { groupLinesIntoSections }, { extractResumeFromSections }] =
		await Promise.all([
			import(pathToFileURL(step('group-text-items-into-lines.ts')).href),
			import(pathToFileURL(step('group-lines-into-sections.ts')).href),
			import(pathToFileURL(step('extract-resume-from-sections/index.ts')).href),
		]);
	const lines = groupTextItemsIntoLines(await textItems(bytes));
	return extractResumeFromSections(groupLinesIntoSections(lines)) as ParsedResume;
}

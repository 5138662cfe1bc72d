/**
 * A PDF's text as independent readers copy it out (pdf.js through unpdf, MuPDF's WASM build, and
 * poppler's pdftotext where the machine has it), and how many of a text's words come back whole.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import * as mupdf from 'mupdf';

/** A reader of PDF text: its name and the text it gives for a file's bytes. */
export interface Extractor {
	name: string;
	text(bytes: Uint8Array): Promise<string>;
}

const pdfjs: Extractor = {
	name: 'pdf.js',
	async text(bytes) {
		return (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text;
	},
};

const muPdf: Extractor = {
	name: 'MuPDF',
	async text(bytes) {
		const document = mupdf.Document.openDocument(bytes.slice(), 'application/pdf');
		const pages: string[] = [];
		for (let index = 0; index < document.countPages(); index++)
			pages.push(document.loadPage(index).toStructuredText('preserve-whitespace').asText());
		return pages.join('\n');
	},
};

const pdftotext: Extractor = {
	name: 'pdftotext',
	async text(bytes) {
		const folder = mkdtempSync(join(tmpdir(), 'pdftotext-'));
		try {
			writeFileSync(join(folder, 'file.pdf'), bytes);
			return execFileSync('pdftotext', ['-enc', 'UTF-8', join(folder, 'file.pdf'), '-'], {
				encoding: 'utf8',
			});
		} finally {
			rmSync(folder, { recursive: true, force: true });
		}
	},
};

/** Whether poppler's pdftotext is installed (CI machines may not have it). */
function hasPdftotext(): boolean {
	try {
		execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

/** pdf.js and MuPDF always, pdftotext where it is installed. */
export const EXTRACTORS: Extractor[] = [pdfjs, muPdf, ...(hasPdftotext() ? [pdftotext] : [])];

/**
 * Marks that set the direction of the text around them (LRM, RLM, embeddings, isolates):
 * pdftotext wraps every right-to-left line in them, and a reader shows none of them.
 */
const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/**
 * The words of `text` in `lang`, by the language's own word breaking (Intl.Segmenter), after the
 * direction marks; a line break between two Chinese or Japanese characters joins them, as such a
 * line breaks inside words.
 */
export function wordsOf(text: string, lang: string): string[] {
	const plain = text
		.normalize('NFC')
		.replace(DIRECTION_MARKS, '')
		.replace(/(\S)[^\S\n]*\n\s*(?=(\S))/gu, (_, before: string, after: string) =>
			CJK.test(before) && CJK.test(after) ? before : `${before} `,
		);
	return [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(plain)]
		.filter((segment) => segment.isWordLike)
		.map((segment) => segment.segment);
}

/** How many of `expected`'s words come back whole and in the same order in `found`. */
export function wordsInOrder(expected: string[], found: string[]): number {
	// The longest common subsequence, one row at a time.
	let previous = new Array<number>(found.length + 1).fill(0);
	for (const word of expected) {
		const row = [0];
		for (let j = 1; j <= found.length; j++)
			row.push(word === found[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!));
		previous = row;
	}
	return previous[found.length]!;
}

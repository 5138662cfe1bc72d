// The cover letter of an application: the résumé's header (name, job title, contact), the date,
// to whom it goes (the person, the company), the role as its subject, and the body's paragraphs
// and lists, placed as the letter's language writes letters.
import { markdownToMdast } from 'satteri';
import type { Application } from '../schemas/application.ts';
import type { ResumeHeader, ResumeView } from '../resume/view.ts';

/** A block of the letter's body: a paragraph keeps its lines ("Kind regards,⏎Name"). */
export type LetterBlock =
	| { kind: 'paragraph'; lines: string[]; closing?: true }
	| { kind: 'list'; ordered: boolean; start: number; items: string[] };

/** What every output of the cover letter shows, in order. */
export interface Letter {
	header: ResumeHeader;
	/** The date, written out in the letter's language. */
	date: string;
	/** The addressee's lines: the contact person when named and the company, in the language's order. */
	to: string[];
	/** The subject line: the role and the company. */
	subject: string;
	/** The body's paragraphs and lists, as plain text. */
	body: LetterBlock[];
	/** Whether the date and the closing sit at the end of their lines, as Japanese letters set them. */
	endAligned: boolean;
}

/**
 * Letters whose language writes them otherwise than English: the company before the person
 * (Chinese, Japanese, Korean), the date and the closing at the line's end (Japanese).
 */
const CONVENTIONS: Record<string, { companyFirst?: true; endAligned?: true }> = {
	ja: { companyFirst: true, endAligned: true },
	ko: { companyFirst: true },
	zh: { companyFirst: true },
};

/** The longest line, in characters, of a last paragraph read as the closing ("Kind regards,"). */
const CLOSING_LINE = 40;

interface Node {
	type: string;
	value?: string;
	url?: string;
	alt?: string;
	ordered?: boolean;
	start?: number | null;
	children?: Node[];
}

/** An address as its text would write it: no "mailto:", no "https://" and no last slash. */
const bare = (url: string) => url.replace(/^(?:mailto:|https?:\/\/)/i, '').replace(/\/$/, '');

/**
 * A node's text: a link as "text (address)" unless its text is the address (a written-out e-mail
 * or web address), a hard break as a new line, no emphasis marks.
 */
function textOf(node: Node): string {
	if (node.type === 'break') return '\n';
	if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
	if (node.type === 'image') return node.alt ?? '';
	const inner = (node.children ?? []).map(textOf).join('');
	if (node.type !== 'link' || !node.url) return inner;
	if (!inner.trim()) return node.url;
	return bare(inner) === bare(node.url) ? inner : `${inner} (${node.url})`;
}

/** The lines of a paragraph as written: every line break kept, spaces around them dropped. */
const linesOf = (text: string) =>
	text
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean);

/** The blocks of a Markdown node: paragraphs and headings as paragraphs, lists one level deep. */
function blocksOf(node: Node): LetterBlock[] {
	if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'code') {
		const lines = linesOf(node.type === 'code' ? (node.value ?? '') : textOf(node));
		return lines.length > 0 ? [{ kind: 'paragraph', lines }] : [];
	}
	if (node.type === 'list') {
		const items = (node.children ?? []).flatMap(itemsOf);
		return [{ kind: 'list', ordered: Boolean(node.ordered), start: node.start ?? 1, items }];
	}
	if (node.type === 'html') return [];
	return (node.children ?? []).flatMap(blocksOf);
}

/** A list item's text on one line, then the items of a list inside it. */
function itemsOf(item: Node): string[] {
	const own = (item.children ?? []).filter((child) => child.type !== 'list');
	const text = own.map((child) => linesOf(textOf(child)).join(' ')).join(' ');
	const nested = (item.children ?? []).filter((child) => child.type === 'list');
	return [
		...(text ? [text] : []),
		...nested.flatMap((list) => (list.children ?? []).flatMap(itemsOf)),
	];
}

/**
 * The blocks of the letter's Markdown body, comments and HTML left out. The last paragraph is the
 * closing when each of its lines is short.
 */
export function bodyBlocks(markdown: string): LetterBlock[] {
	const tree = markdownToMdast(markdown, { position: false }) as Node;
	const blocks = blocksOf(tree).filter((block) => block.kind === 'paragraph' || block.items.length);
	const last = blocks.at(-1);
	if (last?.kind === 'paragraph' && last.lines.every((line) => [...line].length <= CLOSING_LINE))
		last.closing = true;
	return blocks;
}

/** The letter's date in `lang`, e.g. "14 March 2026"; the day is taken as UTC. */
export const letterDate = (date: Date, lang: string) =>
	new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The cover letter of `application`, under the header of the tailored résumé's view. */
export function letterOf(
	application: Pick<Application, 'company' | 'role' | 'contact' | 'date'>,
	body: string,
	view: ResumeView,
	lang: string,
	today: Date,
): Letter {
	const conventions = CONVENTIONS[new Intl.Locale(lang).language] ?? {};
	const person = application.contact ? [application.contact] : [];
	return {
		header: view.header,
		date: letterDate(application.date ?? today, lang),
		to: conventions.companyFirst
			? [application.company, ...person]
			: [...person, application.company],
		subject: `${application.role} · ${application.company}`,
		body: bodyBlocks(body),
		endAligned: Boolean(conventions.endAligned),
	};
}

// The tailored résumé as plain text (for a "paste your résumé" box: its sections in order, one
// item a line, no layout characters) and as Markdown (headings, lists, the owner's text escaped).
import type { ResumeEntry } from '../resume/sections.ts';
import type { ResumeView } from '../resume/view.ts';

/** The lines of an entry after its title, in the order the PDF draws them. */
const entryLines = (entry: ResumeEntry, item: (line: string) => string) => [
	...(entry.meta ? [entry.meta] : []),
	...entry.description,
	...entry.text,
	...entry.items.map(item),
	...(entry.keywordLine ? [entry.keywordLine] : []),
	...(entry.url ? [entry.url] : []),
];

/** The résumé as plain text: blocks separated by a blank line, nothing but the owner's words. */
export function plainText(view: ResumeView): string {
	const { name, label, contact } = view.header;
	const blocks = [
		[name, ...(label ? [label] : []), ...contact.map((line) => line.text)],
		...view.summary.map((paragraph) => [paragraph]),
		...view.sections.flatMap((section) => [
			[section.heading.toLocaleUpperCase()],
			...section.entries.map((entry) => [entry.title, ...entryLines(entry, (line) => line)]),
		]),
	];
	return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** `text` with the characters Markdown reads as markup escaped, so it shows as written. */
export const escapeMarkdown = (text: string) =>
	text.replace(/[\\`*_[\]<>|]/g, '\\$&').replace(/^(\s*)([#>+-]|\d+[.)])(?=\s)/gm, '$1\\$2');

/** The résumé as Markdown: the name a level-1 heading, sections level 2, entries level 3. */
export function markdownText(view: ResumeView): string {
	const { name, label, contact } = view.header;
	const md = escapeMarkdown;
	const blocks = [
		`# ${md(name)}`,
		...(label ? [`**${md(label)}**`] : []),
		...(contact.length > 0
			? [contact.map((line) => md(line.text)).join(view.header.separator)]
			: []),
		...view.summary.map(md),
		...view.sections.flatMap((section) => [
			`## ${md(section.heading)}`,
			...section.entries.map((entry) =>
				[
					`### ${md(entry.title)}`,
					...(entry.meta ? [`*${md(entry.meta)}*`] : []),
					...[...entry.description, ...entry.text].map(md),
					...(entry.items.length > 0
						? [entry.items.map((line) => `- ${md(line)}`).join('\n')]
						: []),
					...(entry.keywordLine ? [md(entry.keywordLine)] : []),
					...(entry.url ? [`<${entry.url}>`] : []),
				].join('\n\n'),
			),
		]),
	];
	return `${blocks.join('\n\n')}\n`;
}

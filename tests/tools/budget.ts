/**
 * The JavaScript budget's arithmetic, apart from the browser that gathers the scripts: which
 * inline scripts a page runs, their gzip -9 size, the budgets, and what breaks them. The budget
 * spec measures in the browser; a unit test checks these rules.
 */
import { gzipSync } from 'node:zlib';

/** What a page may load before interaction (all inline, no file) and after using every island. */
export const BEFORE_BUDGET_BYTES = 5 * 1024;
export const AFTER_BUDGET_BYTES = 90 * 1024;

/** Gzip level 9 size of a script. */
export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Bytes as the table shows them: KB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Inline scripts the browser runs: no `src`, and a JavaScript type (or none). JSON data is left out. */
export function inlineScripts(html: string): string[] {
	return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
		.filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
		.filter(([, attributes = '']) => {
			const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
			return !type || type === 'module' || type.includes('javascript');
		})
		.map(([, , body = '']) => body)
		.filter((body) => body.trim() !== '');
}

/** The scripts a page has run at one moment: how many, how many were files, their gzip bytes. */
export interface ScriptTotal {
	scripts: number;
	files: number;
	bytes: number;
}

/** The total of the script files fetched and the inline scripts of the page. */
export function scriptTotal(files: (string | Buffer)[], inline: string[]): ScriptTotal {
	const bodies = [...files, ...inline];
	return {
		scripts: bodies.length,
		files: files.length,
		bytes: bodies.reduce((sum, script) => sum + gzipSize(script), 0),
	};
}

/** What breaks the budget on one page, as readable lines; none when it holds. */
export function budgetProblems(path: string, before: ScriptTotal, after: ScriptTotal): string[] {
	const problems: string[] = [];
	if (before.files > 0) {
		problems.push(`${path} requests ${before.files} script file(s) before interaction`);
	}
	if (before.bytes > BEFORE_BUDGET_BYTES) {
		problems.push(
			`${path} before interaction: ${kb(before.bytes)} KB, over ${kb(BEFORE_BUDGET_BYTES)} KB`,
		);
	}
	if (after.bytes > AFTER_BUDGET_BYTES) {
		problems.push(
			`${path} after using every island: ${kb(after.bytes)} KB, over ${kb(AFTER_BUDGET_BYTES)} KB`,
		);
	}
	return problems;
}

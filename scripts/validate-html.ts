// Validates every built page with html-validate's standard preset: one line per error
// (file:line:column rule message), exit 1 if there is any. The build tests call `validateSite`.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { runMain, type Terminal } from './lib/main.ts';

/** Every .html file under `dir`. */
function htmlFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return htmlFiles(path);
		return path.endsWith('.html') ? [path] : [];
	});
}

/** The pages checked and one line per error, `file:line:column rule: message`. */
export async function validateSite(dir: string): Promise<{ pages: string[]; errors: string[] }> {
	// Reads the project's html-validate config (the standard preset) from the project root.
	const validator = new HtmlValidate(new FileSystemConfigLoader());
	const pages = htmlFiles(dir).sort();
	const errors: string[] = [];
	for (const file of pages) {
		const report = await validator.validateFile(file);
		for (const result of report.results)
			for (const message of result.messages)
				errors.push(
					`${relative(process.cwd(), file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
				);
	}
	return { pages, errors };
}

/** Validates the folders named (dist/ when none); exit 1 on any error or a folder without pages. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	let failed = false;
	for (const dir of argv.length > 0 ? argv : ['dist']) {
		const { pages, errors } = await validateSite(dir);
		for (const line of errors) terminal.err(line);
		terminal.out(`${dir}: ${pages.length} pages, ${errors.length} errors`);
		if (errors.length > 0 || pages.length === 0) failed = true;
	}
	return failed ? 1 : 0;
}

await runMain(import.meta, main);

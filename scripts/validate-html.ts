// Validates every built page with html-validate's standard preset: one line per error
// (file:line:column rule message), exit 1 if there is any. The build tests call `validateSite`.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

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

if (import.meta.main) {
	const dirs = process.argv.slice(2);
	let failed = false;
	for (const dir of dirs.length > 0 ? dirs : ['dist']) {
		const { pages, errors } = await validateSite(dir);
		for (const line of errors) console.error(line);
		console.log(`${dir}: ${pages.length} pages, ${errors.length} errors`);
		if (errors.length > 0 || pages.length === 0) failed = true;
	}
	process.exitCode = failed ? 1 : 0;
}

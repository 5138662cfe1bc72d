// One door per settings file: site.json, pages.json and resume.json (a language's and the private
// résumé too) are read only by the settings reader; every other module of the code and the owner
// tools asks it, for the settings checked or for a file as written. The tests read files freely.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The code files under `dir` (from the project folder). */
function codeOf(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return codeOf(path);
		return /\.(ts|tsx|mts|mjs|astro)$/.test(entry.name) ? [path] : [];
	});
}

/** A settings file named in code: by its name, or by the private résumé's constant. */
const SETTINGS_FILE = /['"`/](?:site|pages|resume)\.json['"`]|\bPRIVATE_RESUME\b/;

/** The calls that read a file from the disk: Node's, and the content folder's JSON and text readers. */
const READ = /\b(readFileSync|readFile|readJson|readJsonFile|readText)\s*\(/g;

/** The readers of JSON, whose wrappers (a function reading the file its caller names) count too. */
const JSON_READERS = new Set(['readFileSync', 'readFile', 'readJson', 'readJsonFile']);

/** The text of the call's arguments from `start` (just after its opening parenthesis). */
function argumentsAt(code: string, start: number): string {
	let depth = 1;
	for (let i = start; i < code.length; i++) {
		if (code[i] === '(') depth++;
		else if (code[i] === ')' && --depth === 0) return code.slice(start, i);
	}
	return code.slice(start);
}

/**
 * Each read of a settings file in `code` (a module's source, its comments removed), as the
 * reader's call: named in the call, in a value the module binds to a name the call uses, or by a
 * caller of a local function that hands its parameter to a JSON reader.
 */
export function settingsReads(code: string): string[] {
	const bound = (name: string) =>
		[...code.matchAll(new RegExp(`\\b(?:const|let)\\s+${name}\\s*=([^;]*)`, 'g'))].map(
			(match) => match[1]!,
		);
	const passesFileName = /\b\w+\(\s*['"](?:site|pages|resume)\.json['"]/.test(code);
	return [...code.matchAll(READ)].flatMap((match) => {
		const args = argumentsAt(code, match.index + match[0].length);
		const names = [...new Set(args.match(/\b[A-Za-z_$][\w$]*\b/g) ?? [])];
		const values = names.flatMap(bound);
		// A name the call hands on whole (not a field of it) that the module binds nowhere: a parameter.
		const whole = args.match(/(?<![\w$.])[A-Za-z_$][\w$]*\b(?!\s*[.(])/g) ?? [];
		const parameter = whole.some(
			(name) => bound(name).length === 0 && new RegExp(`[(,]\\s*${name}\\s*[:,)]`).test(code),
		);
		const reads =
			[args, ...values].some((text) => SETTINGS_FILE.test(text)) ||
			(JSON_READERS.has(match[1]!) && parameter && passesFileName);
		return reads ? [`${match[1]}(${args.replace(/\s+/g, ' ')})`] : [];
	});
}

/** `code` without its comments (a line's `//` comment, a `/* … *\/` block). */
const withoutComments = (code: string) =>
	code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('the settings files', () => {
	// The settings reader's folder is the one door. The tests and their fixtures' helpers (all
	// under tests/) read and write owners' files freely: they are not scanned.
	const files = [...codeOf('src'), ...codeOf('scripts')].filter(
		(file) => !file.startsWith(join('src', 'settings')),
	);

	it('are read by the settings reader alone', () => {
		expect(files.length).toBeGreaterThan(100);
		const reads = files.flatMap((file) =>
			settingsReads(withoutComments(readFileSync(join(ROOT, file), 'utf8'))).map(
				(read) => `${file}: ${read}`,
			),
		);
		expect(reads).toEqual([]);
	});

	it('are found read directly, through a bound path, or through a local wrapper', () => {
		expect(settingsReads("readJson(join(dir, 'site.json'), 'site.json')")).toHaveLength(1);
		expect(settingsReads("JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8'))")).toHaveLength(
			1,
		);
		expect(
			settingsReads("const file = join(dir, lang, 'resume.json');\nreturn readJson(file, file);"),
		).toHaveLength(1);
		expect(
			settingsReads(
				'const file = join(root, PRIVATE_FOLDER, PRIVATE_RESUME);\nreadJson(file, file);',
			),
		).toHaveLength(1);
		expect(
			settingsReads(
				"const settings = (name: string) => readJson(join(root, name), name);\nsettings('site.json');",
			),
		).toHaveLength(1);
		expect(settingsReads("readText(path, shown);\nshow(join(dir, 'site.json'));")).toEqual([]);
		expect(settingsReads("readJson(join(dir, 'about', file), file)")).toEqual([]);
	});
});

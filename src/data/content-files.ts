// Reads the owner's content files as data for every tool alike: text is UTF-8, JSON is JSON,
// frontmatter is YAML only (a `---js` block would run code, so every other language is refused),
// and no text of the data holds a control that turns the words after it around.
import { existsSync, readFileSync, statSync } from 'node:fs';
import matter from 'gray-matter';
import { BIDI_CONTROL, bidiControlMessage, formatPath } from '../schemas/messages.ts';
import { YamlError, dumpYaml, loadYaml, yamlProblem } from './yaml.ts';

/** A content file that cannot be read; `lines` are the messages, one per problem. */
export class ContentError extends Error {
	readonly lines: string[];
	constructor(lines: string[]) {
		super(lines.join('\n'));
		this.name = 'ContentError';
		this.lines = lines;
	}
}

/** The offset of the first byte that is not part of valid UTF-8 in `bytes`, or -1. */
export function invalidUtf8Offset(bytes: Uint8Array): number {
	for (let i = 0; i < bytes.length;) {
		const lead = bytes[i]!;
		if (lead < 0x80) {
			i++;
			continue;
		}
		const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : 4;
		if (lead < 0xc2 || lead > 0xf4) return i;
		// The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
		const [low, high] =
			lead === 0xe0
				? [0xa0, 0xbf]
				: lead === 0xed
					? [0x80, 0x9f]
					: lead === 0xf0
						? [0x90, 0xbf]
						: lead === 0xf4
							? [0x80, 0x8f]
							: [0x80, 0xbf];
		const second = bytes[i + 1];
		if (second === undefined || second < low || second > high) return i;
		for (let k = 2; k < length; k++) {
			const next = bytes[i + k];
			if (next === undefined || (next & 0xc0) !== 0x80) return i;
		}
		i += length;
	}
	return -1;
}

/** `bytes` as text: UTF-8, without a leading byte-order mark. Throws a ContentError naming the offset. */
export function decodeText(bytes: Uint8Array, shown: string): string {
	const offset = invalidUtf8Offset(bytes);
	if (offset >= 0) {
		const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
		throw new ContentError([
			`${shown}: (file): not UTF-8 text: the byte 0x${byte} at offset ${offset} is not valid UTF-8; save the file as UTF-8 in your editor`,
		]);
	}
	const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
	return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The text of the file at `path`; `shown` is the name messages give it. */
export function readText(path: string, shown: string): string {
	if (!existsSync(path))
		throw new ContentError([`${shown}: (file): missing; create it (see docs/owner/content.md)`]);
	if (!statSync(path).isFile())
		throw new ContentError([`${shown}: (file): a folder, not a file; give the file's path`]);
	return decodeText(readFileSync(path), shown);
}

/** The first line of an error's message. */
export function firstLine(error: unknown): string {
	return String(error instanceof Error ? error.message : error).split('\n')[0]!;
}

/**
 * One line per text of `data` (a key or a value, at any depth) holding a bidirectional control
 * that sets the direction of what follows it, naming the field. Markdown bodies are not data:
 * each paragraph closes what it opens, and code shown in a note may hold one on purpose.
 */
function bidiProblems(data: unknown, shown: string): string[] {
	const problems: string[] = [];
	const stack: [unknown, PropertyKey[]][] = [[data, []]];
	const check = (text: string, path: PropertyKey[]) => {
		if (BIDI_CONTROL.test(text))
			problems.push(`${shown}: ${formatPath(path) || '(file)'}: ${bidiControlMessage(text)}`);
	};
	while (stack.length > 0) {
		const [value, path] = stack.pop()!;
		if (typeof value === 'string') check(value, path);
		else if (Array.isArray(value))
			for (let index = value.length - 1; index >= 0; index--)
				stack.push([value[index], [...path, index]]);
		else if (value !== null && typeof value === 'object' && !(value instanceof Date))
			for (const [key, each] of Object.entries(value).reverse()) {
				check(key, [...path, key]);
				stack.push([each, [...path, key]]);
			}
	}
	return problems;
}

/**
 * Whether `text`, a file's JSON or YAML, may hold a bidirectional control once read: written as
 * it is, or escaped (`\u202E` in JSON and YAML, `\U0000202E` in YAML).
 */
const MAY_HOLD_BIDI = /[\u202A-\u202E\u2066-\u2069]|\\(?:u|U0000)(?:202[a-eA-E]|206[6-9])/;

/**
 * `data` read from `text` in the file shown as `shown`, once its texts are checked (only when the
 * text may hold a control: most files are read without a walk). Throws a ContentError.
 */
function checkedData<T>(data: T, text: string, shown: string): T {
	if (!MAY_HOLD_BIDI.test(text)) return data;
	const problems = bidiProblems(data, shown);
	if (problems.length > 0) throw new ContentError(problems);
	return data;
}

/** The JSON value in the file at `path`, unvalidated. */
export function readJson(path: string, shown: string): unknown {
	const text = readText(path, shown);
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		throw new ContentError([`${shown}: (file): not valid JSON; ${firstLine(error)}`]);
	}
	return checkedData(data, text, shown);
}

/** A parsed Markdown file: its frontmatter (unvalidated) and its body. */
export interface MarkdownFile {
	data: unknown;
	body: string;
}

/**
 * The opening fence of a frontmatter block and what follows it on the line: `---` (YAML), or a
 * fence another tool reads as code or TOML (`---js`, `---coffee`, `+++`).
 */
const OPENING = /^(?:[ \t]*\r?\n)*(---|\+\+\+)([^\r\n]*)/;

/**
 * The problem line for a frontmatter in another language than YAML, or undefined for YAML (or
 * no frontmatter). The build runs it too, so `---js` or `+++` fails there with this message.
 */
export function frontmatterLanguageProblem(text: string, shown: string): string | undefined {
	const opening = OPENING.exec(text);
	if (!opening) return undefined;
	const [, fence, rest = ''] = opening;
	if (fence === '---' && rest.trim() === '') return undefined;
	const language = fence === '+++' ? 'TOML' : rest.trim();
	return `${shown}: (frontmatter): starts with "${fence}${rest.trim()}", a frontmatter in ${language}; only YAML is read: start the file with a line of three dashes (---) and write "field: value" lines`;
}

/**
 * gray-matter engines: YAML as bounded plain data (the `yaml` module's reader); every other
 * language refused.
 */
function engines(shown: string) {
	const refuse = () => {
		throw new ContentError([
			`${shown}: (frontmatter): not YAML; only YAML is read between the --- lines`,
		]);
	};
	return {
		yaml: { parse: (text: string) => loadYaml(text, shown), stringify: dumpYaml },
		javascript: { parse: refuse, stringify: refuse },
		json: { parse: refuse, stringify: refuse },
		coffee: { parse: refuse, stringify: refuse },
		toml: { parse: refuse, stringify: refuse },
	};
}

/** A Markdown file's text split into YAML frontmatter and body. Throws a ContentError. */
export function parseMarkdown(text: string, shown: string): MarkdownFile {
	const language = frontmatterLanguageProblem(text, shown);
	if (language) throw new ContentError([language]);
	try {
		// Blank lines before the first `---` are allowed, as the build allows them.
		const { data, content } = matter(text.replace(/^(?:[ \t]*\r?\n)+(?=---)/, ''), {
			engines: engines(shown),
		});
		return { data: checkedData(data, text, shown), body: content };
	} catch (error) {
		if (error instanceof ContentError) throw error;
		if (error instanceof YamlError) throw new ContentError(error.lines);
		throw new ContentError([yamlProblem(error, shown)]);
	}
}

/** The Markdown file at `path`, read and split. Throws a ContentError. */
export function readMarkdown(path: string, shown: string): MarkdownFile {
	return parseMarkdown(readText(path, shown), shown);
}

/** `body` under YAML frontmatter made from `data`: what `content:new` writes. */
export function stringifyMarkdown(body: string, data: object): string {
	return matter.stringify(body, data, { engines: engines('') });
}

/** The lines of a ContentError; any other error is not the content's fault and is rethrown. */
export function contentProblems(error: unknown): string[] {
	if (error instanceof ContentError) return error.lines;
	throw error;
}

// The YAML of a frontmatter read as plain, bounded data: js-yaml's default schema, with a date
// only where the calendar has that day, and aliases that may not expand the data past the file.
import yaml from 'js-yaml';

/** Whether `data` (a YAML timestamp) names a day and time of the calendar: no 2026-02-30, no 25:00. */
function isRealTimestamp(data: string): boolean {
	const match = /^(\d{4})-(\d\d?)-(\d\d?)(?:(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d))?/.exec(data);
	if (!match) return false;
	const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
	const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
	return (
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month! - 1 &&
		date.getUTCDate() === day &&
		date.getUTCHours() === hour &&
		date.getUTCMinutes() === minute &&
		date.getUTCSeconds() === second
	);
}

// js-yaml's own timestamp type, which its type declarations leave out.
const { timestamp } = (yaml as unknown as { types: { timestamp: yaml.Type } }).types;

/**
 * js-yaml's default schema (plain data only), but a timestamp is read as a date only when its day
 * exists: `2026-13-45` stays the text it is, which every date field then refuses with its fix,
 * rather than becoming the day 45 days after the end of 2026.
 */
const SCHEMA = yaml.DEFAULT_SCHEMA.extend({
	implicit: [
		new yaml.Type('tag:yaml.org,2002:timestamp', {
			kind: 'scalar',
			resolve: (data: string | null) =>
				data !== null && timestamp.resolve(data) && isRealTimestamp(data),
			construct: (data: string) => timestamp.construct(data),
			instanceOf: Date,
			represent: (date: object) => (date as Date).toISOString(),
		}),
	],
});

/**
 * How large a frontmatter's data may be, counting each value, key and character of text, with
 * its aliases (`*name`) read out in full: twice the frontmatter's own length, and 10,000 more.
 * Without aliases data is never larger than its text, so only repetition by alias reaches it.
 */
export const expansionLimit = (text: string) => 2 * text.length + 10_000;

/** Whether `data`, every alias read out in full, is larger than `limit`; stops as soon as it is. */
function outgrows(data: unknown, limit: number): boolean {
	let size = 0;
	const stack: unknown[] = [data];
	while (stack.length > 0) {
		const value = stack.pop();
		size += 1;
		if (typeof value === 'string') size += value.length;
		else if (Array.isArray(value)) {
			size += value.length;
			if (size <= limit) for (const each of value) stack.push(each);
		} else if (value !== null && typeof value === 'object' && !(value instanceof Date))
			for (const [key, each] of Object.entries(value)) {
				size += 1 + key.length;
				stack.push(each);
				if (size > limit) break;
			}
		if (size > limit) return true;
	}
	return false;
}

/** A frontmatter that is not the YAML the content reads: its lines, one per problem. */
export class YamlError extends Error {
	readonly lines: string[];
	constructor(lines: string[]) {
		super(lines.join('\n'));
		this.lines = lines;
	}
}

/** The YAML `text` of the file shown as `shown`, as data. Throws a YamlError or js-yaml's error. */
export function loadYaml(text: string, shown: string): object {
	const data = yaml.load(text, { schema: SCHEMA }) as object;
	const limit = expansionLimit(text);
	if (outgrows(data, limit))
		throw new YamlError([
			`${shown}: (frontmatter): its YAML aliases (*name) repeat values until it reads as more than ${limit.toLocaleString('en')} values and characters, far more than the file holds; write each value out where it belongs, without & and *`,
		]);
	return data;
}

/**
 * `data` as YAML, as `content:new` writes it: by the default schema, so a text any reader could
 * take for a date (or a number) is quoted.
 */
export const dumpYaml = (data: object): string => yaml.dump(data);

/** A `key: value` line whose value holds a colon and a space, which YAML reads as another key. */
const UNQUOTED_COLON = /^\s*(?:-\s+)?([^\s#'"[{:-][^:]*?):[ \t]+([^'"\s[{|>].*?:(?:\s.*)?)\s*$/;

/**
 * The fix for the YAML line `text`, when it is a value with an unquoted colon (`title: Foo: bar`):
 * the same line with the value in quotes. Undefined for any other line.
 */
function quotedValueFix(text: string): { key: string; fix: string } | undefined {
	const match = UNQUOTED_COLON.exec(text);
	if (!match) return undefined;
	const [, key = '', value = ''] = match;
	const quoted = `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
	return { key: key.trim(), fix: `put the value in quotes: ${key.trim()}: ${quoted}` };
}

/**
 * js-yaml's reason and line; its lines count from the file's first `---`, as an editor does. A
 * value with an unquoted colon is said as such, with its fix, instead of YAML's "bad indentation".
 */
export function yamlProblem(error: unknown, shown: string): string {
	const { reason, mark } = error as {
		reason?: unknown;
		mark?: { line?: unknown; buffer?: unknown };
	};
	const prefix = `${shown}: (file): the frontmatter is not valid YAML; `;
	if (typeof reason !== 'string')
		return prefix + String(error instanceof Error ? error.message : error).split('\n')[0];
	if (typeof mark?.line !== 'number') return prefix + reason;
	const line = mark.line + 1;
	const text = typeof mark.buffer === 'string' ? mark.buffer.split(/\r?\n/)[mark.line] : undefined;
	const colon = text === undefined ? undefined : quotedValueFix(text);
	if (colon)
		return `${shown}: ${colon.key}: line ${line}: the value holds a colon and a space, which YAML reads as the start of another field; ${colon.fix}`;
	return `${prefix}${reason} (line ${line})`;
}

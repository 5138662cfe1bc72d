// Texts that would break a file the build writes are refused by the content check, naming the
// file and the field: a control character in a note's title (it makes the feeds ill-formed XML),
// a tag of thousands of characters (its page and share image get a name too long for any disk);
// and a tag's slug, from any text, names a file under 255 bytes, cut with a short hash.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { VALID } from '../tools/fixture-content.ts';
import { checkContent } from '../../src/check/check.ts';
import { tagSlug } from '../../src/tags/tags.client.ts';

const work = mkdtempSync(join(tmpdir(), 'text-limits-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let made = 0;
/** A copy of the valid fixture content with `change` made to it; its check's problems. */
async function problemsWith(change: (dir: string) => void): Promise<string[]> {
	const dir = join(work, `content-${(made += 1)}`);
	cpSync(VALID, dir, { recursive: true });
	change(dir);
	return (await checkContent(dir, (path) => path.slice(dir.length + 1))).problems;
}

const note = (title: string) =>
	`---\ntitle: "${title}"\ndescription: A note to check the title's characters.\npublished: 2025-01-02\n---\n\nThe note's text.\n`;

describe('the content check refuses texts that break the files the build writes', () => {
	test('a control character in a note title: named with its file and field', async () => {
		const problems = await problemsWith((dir) => {
			mkdirSync(join(dir, 'notes'));
			writeFileSync(join(dir, 'notes', 'bell.md'), note('Ring the bell \\u0007 now'));
		});
		expect(problems.join('\n')).toMatch(
			/notes\/bell\.md: title: holds the control character U\+0007/,
		);
	});

	test('a 5,000-character tag: named with its file and field', async () => {
		const problems = await problemsWith((dir) => {
			const file = join(dir, 'projects', 'valid-app.md');
			const text = readFileSync(file, 'utf8');
			writeFileSync(
				file,
				text.replace('category: [React, CSS]', `category: [React, ${'x'.repeat(5000)}]`),
			);
		});
		expect(problems.join('\n')).toMatch(
			/projects\/valid-app\.md: category(\[1\]|\.1): is 5000 characters long, more than the \d+ a tag can hold/,
		);
	});
});

describe('a tag slug names a file any disk can hold', () => {
	test.each([
		['90 Japanese characters', '日本語のアプリケーション開発'.repeat(7).slice(0, 90)],
		['5,000 Latin letters', 'x'.repeat(5000)],
		['emoji', '🚀'.repeat(100)],
	])('%s: under 255 bytes with its extension, and two long tags stay apart', (_, tag) => {
		const slug = tagSlug(tag);
		expect(Buffer.byteLength(`${slug}.png`)).toBeLessThan(255);
		expect(tagSlug(`${tag}2`)).not.toBe(slug);
		expect(tagSlug(tag)).toBe(slug);
	});
});

/**
 * What is private never reaches dist/: the cases site's content folder holds an application and a
 * private résumé, and after the build no file of its dist/ (pages, sitemap, feeds, search index,
 * share images, the résumé's files) holds the company it goes to, its role or its own summary, nor
 * any text of the private résumé.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import matter from 'gray-matter';
import { describe, expect, inject, test } from 'vitest';
import { APPLICATIONS_FOLDER, applicationNames } from '../../src/data/application-files.ts';
import { PRIVATE_FOLDER } from '../../src/data/private-files.ts';
import { applicationSchema } from '../../src/schemas/application.ts';
import { VARIANTS } from './variants.ts';

const ROOT = join(import.meta.dirname, '../..');
const content = join(ROOT, VARIANTS.cases.content);
const dist = inject('dist').cases;

/** Every file under `dir`, by path. */
const filesOf = (dir: string): string[] =>
	readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name));

/** A file's text: the search index's pieces are gzip files, read unpacked. */
function textOf(file: string): string {
	const bytes = readFileSync(file);
	const packed = bytes[0] === 0x1f && bytes[1] === 0x8b;
	return (packed ? gunzipSync(bytes) : bytes).toString('utf8');
}

describe('a build of a content folder with an application', () => {
	const applications = applicationNames(content).map((name) =>
		applicationSchema.parse(
			matter(readFileSync(join(content, APPLICATIONS_FOLDER, `${name}.md`), 'utf8')).data,
		),
	);

	test('the content folder holds an application', () => {
		expect(applications.length).toBeGreaterThan(0);
	});

	test('no file of dist/ names its company, its role or its summary', () => {
		const words = applications.flatMap(({ company, role, summary }) =>
			[company, role, summary].filter((word): word is string => Boolean(word)),
		);
		const files = filesOf(dist);
		expect(files.some((file) => file.includes('pagefind'))).toBe(true);
		const holding = files.flatMap((file) => {
			const text = textOf(file);
			return words.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
		});
		expect(holding).toEqual([]);
	});

	test('no file of dist/ holds a text of the private résumé', () => {
		const texts = (value: unknown): string[] =>
			typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
		const kept = texts(
			JSON.parse(readFileSync(join(content, PRIVATE_FOLDER, 'resume.json'), 'utf8')),
		);
		expect(kept.length).toBeGreaterThan(0);
		const holding = filesOf(dist).flatMap((file) => {
			const text = textOf(file);
			return kept.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
		});
		expect(holding).toEqual([]);
	});
});

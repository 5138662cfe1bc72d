/**
 * The error page's bytes, from the built sites: the site in every built-in language and the same
 * content in its first language alone, which this file builds itself. Each language has a page of
 * its own, so the default language's error page grows with the languages only by what every page
 * carries (the language switch in its header and footer), never by the other languages' pages.
 */
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, expect, inject, test } from 'vitest';
import { buildSiteInBackground } from '../tools/fixture-site.ts';
import { readLanguages } from '../tools/content.ts';
import { SITES, TEST_EMAILJS } from '../e2e/env.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** The site in every built-in language. */
const MANY = join(ROOT, SITES.builtin.content);
/** The same content in its first language alone, built by this file. */
const ONE = join(ROOT, '.e2e', 'sites', 'error-pages', 'one');
const oneDist = join(ONE, 'dist');

beforeAll(async () => {
	const content = join(ONE, 'content');
	rmSync(content, { recursive: true, force: true });
	cpSync(MANY, content, { recursive: true });
	const settings = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as object;
	const [first] = readLanguages(MANY);
	writeFileSync(join(content, 'site.json'), JSON.stringify({ ...settings, languages: [first] }));
	// Kept as it is while nothing it is built from changes.
	const built = await buildSiteInBackground(content, oneDist, TEST_EMAILJS, { reuse: true });
	expect(built.status, built.output).toBe(0);
});

test('the error page grows with the number of languages no more than the About page does', () => {
	const manyDist = inject('dist').builtin;
	expect(readLanguages(join(ONE, 'content'))).toHaveLength(1);
	expect(readLanguages(MANY).length).toBeGreaterThan(1);
	const growth = (file: string) =>
		statSync(join(manyDist, file)).size - statSync(join(oneDist, file)).size;
	// Both pages carry the language switch; the About page also names each language's address.
	expect(growth('404.html')).toBeLessThanOrEqual(growth('about.html'));
});

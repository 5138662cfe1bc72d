/**
 * The site a Russian developer makes with `npm run init -- resume.json --languages ru,en`: a
 * Russian JSON Resume, Russian as the default language with English beside it, no pages.json,
 * and content/en/resume.json writing the owner's name and title in English. Written under .e2e/
 * by the build suite's setup and built beside the other test sites.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { init } from '../../src/init/init.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { sameTree, VALID } from '../tools/fixture-content.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The English résumé's basics: the name and title as the owner writes them in English. */
export const ENGLISH_BASICS = {
	name: 'Alexey Parfenov',
	label: 'Applications developer',
	summary:
		'I build web applications and services for businesses, from a first sketch to a working product.',
};

/** The site, what init is given, and the day it runs (21 years after the first job began). */
export const RUSSIAN_SITE = {
	content: '.e2e/fixtures/russian-init',
	dist: '.e2e/sites/russian-init/dist',
	resume: resolve(ROOT, 'tests/fixtures/resumes/russian.json'),
	url: 'https://parfenov.example',
	languages: ['ru', 'en'],
	today: new Date(Date.UTC(2026, 10, 1)),
};

/** Writes the site's content (init over a copy of the valid fixture, then the English résumé). */
export async function writeRussianSite(): Promise<{ status: number; out: string[] }> {
	const work = mkdtempSync(join(tmpdir(), 'russian-'));
	const copy = join(work, 'content');
	cpSync(VALID, copy, { recursive: true });
	const out: string[] = [];
	const status = await init(
		{ ...RUSSIAN_SITE, content: copy, force: true },
		{ out: (line) => out.push(line), err: (line) => out.push(line), show: (path) => path },
	);
	mkdirSync(join(copy, 'en'), { recursive: true });
	writeFileSync(
		join(copy, 'en', 'resume.json'),
		`${JSON.stringify({ basics: ENGLISH_BASICS }, null, '\t')}\n`,
	);
	const dest = resolve(ROOT, RUSSIAN_SITE.content);
	if (status === 0 && !sameTree(readTree(dest), readTree(copy))) {
		rmSync(dest, { recursive: true, force: true });
		cpSync(copy, dest, { recursive: true });
	}
	rmSync(work, { recursive: true, force: true });
	return { status, out };
}

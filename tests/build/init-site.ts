/**
 * The site `npm run init` makes: a copy of the project's content/ turned into another person's
 * site by init (their résumé, written with JSON Resume's older names), written under .e2e/ by the
 * build suite's setup and built beside the other test sites.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { init } from '../../src/init/init.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { sameTree, VALID } from '../tools/fixture-content.ts';
import { readJson } from '../../src/data/content-files.ts';
import { SITES } from '../e2e/env.ts';
import { VARIANTS } from './variants.ts';
import { SAMPLE } from '../tools/sample.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The content init starts from: the template's sample (or CONTENT_DIR's). */
export const BEFORE = resolve(ROOT, process.env.CONTENT_DIR ?? SAMPLE);

/** The name a résumé gives its owner. */
const ownerOf = (file: string) =>
	(readJson(file, file) as { basics?: { name?: string } }).basics?.name ?? '';

/**
 * The résumé init is given: another person's than the one BEFORE holds (content made by init from
 * the first, as when the suite runs on an init'd folder, is given the second).
 */
const RESUME = ['older-names.json', 'complete.json']
	.map((file) => resolve(ROOT, 'tests/fixtures/resumes', file))
	.find((file) => ownerOf(file) !== ownerOf(join(BEFORE, 'resume.json')))!;

/** The site init makes, and what it is given. */
export const INIT_SITE = {
	content: '.e2e/fixtures/init',
	dist: '.e2e/sites/init/dist',
	resume: RESUME,
	url: 'https://morgan.example.net',
	languages: ['en', 'fr'],
};

/**
 * Writes the content init makes of a copy of BEFORE (forced: once the owner has run init, the
 * project's content is no longer the sample); a folder already up to date is left alone.
 */
export async function writeInitSite(): Promise<{ status: number; out: string[] }> {
	const work = mkdtempSync(join(tmpdir(), 'init-'));
	const copy = join(work, 'content');
	cpSync(BEFORE, copy, { recursive: true });
	// The résumé beside a photo when it names one (the valid content's touch icon stands in).
	const resume = join(work, basename(INIT_SITE.resume));
	cpSync(INIT_SITE.resume, resume);
	const photo = (readJson(resume, resume) as { basics?: { image?: string } }).basics?.image;
	if (photo) cpSync(join(VALID, 'brand', 'apple-touch-icon.png'), join(work, photo));
	const out: string[] = [];
	const status = await init(
		{ ...INIT_SITE, resume, content: copy, force: true },
		{ out: (line) => out.push(line), err: (line) => out.push(line), show: (path) => path },
	);
	const dest = resolve(ROOT, INIT_SITE.content);
	if (status === 0 && !sameTree(readTree(dest), readTree(copy))) {
		rmSync(dest, { recursive: true, force: true });
		cpSync(copy, dest, { recursive: true });
	}
	rmSync(work, { recursive: true, force: true });
	return { status, out };
}

/**
 * The sites the tests that follow the content read: the owner's, whatever it holds; the cases
 * variant, which always has projects, notes, tags both carry and a draft; and init's, which has a
 * first draft and no published project, note or tag.
 */
export const CONTENT_SITES = [
	{ name: 'main', content: SITES.main.content },
	{ name: 'cases', content: VARIANTS.cases.content },
	{ name: 'init', content: INIT_SITE.content },
] as const;

/**
 * The owner's settings (content/site.json), page texts (content/pages.json) and résumé
 * (content/resume.json) of the content folder (src/content-dir.ts), read and validated once
 * for the build: astro.config.mjs needs the
 * site's address and the new-tab words, the pages need everything. A file that cannot be read or
 * fails its schema stops the build with the lines `npm run content:check` prints, prefixed with
 * `content/`.
 */
import { join } from 'node:path';
import { contentDir, contentPath } from '../content-dir.ts';
import type { z } from 'astro/zod';
import { siteSchema, type Site } from '../schemas/site.ts';
import { pagesSchema, pagesSiteProblems, type Pages } from '../schemas/pages.ts';
import { resumeSchema, resumeSiteProblems, type Resume } from '../schemas/resume.ts';
import { formatIssues } from '../schemas/messages.ts';
import { ContentError, contentProblems, readJson } from './content-files.ts';
import { personOf, publishedResume, type Person } from './resume.ts';

export interface Settings {
	/** The settings with who the owner is from the résumé: name, job title, e-mail, About paragraphs, profiles. */
	site: Site & Person;
	copy: Pages;
	/**
	 * The résumé as the site publishes it: every output (pages, PDF, /resume.json, JSON-LD) reads
	 * this one, so the phone number, street address, postal code and references appear only when
	 * site.json's `publish` names them.
	 */
	resume: Resume;
}

/** The validated settings, texts and résumé in the content folder; throws a ContentError. */
export function readSettings(): Settings {
	const problems: string[] = [];
	function read<T extends z.ZodType>(name: string, schema: T): z.infer<T> | undefined {
		const shown = contentPath(name);
		try {
			const result = schema.safeParse(readJson(join(contentDir, name), shown));
			if (result.success) return result.data;
			problems.push(...formatIssues(shown, result.error));
		} catch (error) {
			problems.push(...contentProblems(error));
		}
		return undefined;
	}
	const settings = read('site.json', siteSchema);
	const copy = read('pages.json', pagesSchema);
	const fullResume = read('resume.json', resumeSchema);
	if (fullResume) problems.push(...resumeSiteProblems(fullResume, contentPath('resume.json')));
	const resume = fullResume && settings && publishedResume(fullResume, settings.publish);
	const site = settings && resume && { ...settings, ...personOf(resume) };
	if (site && copy) problems.push(...pagesSiteProblems(copy, site, contentPath('pages.json')));
	if (problems.length > 0 || !site || !copy || !resume) throw new ContentError(problems);
	return { site, copy, resume };
}

/**
 * `npm run apply` on fixture content: the tailored résumé read back from each of its files (PDF
 * text, Word through mammoth, plain text, Markdown), the cover letter, the phone opt-in, every
 * script, the posting check, and the output folder git ignores.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import matter from 'gray-matter';
import { apply, OUTPUT_FOLDER } from '../../src/apply/run.ts';
import { applicationSchema } from '../../src/schemas/application.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';
import { checkContent } from '../../src/check/check.ts';
import { APPLICATIONS_FOLDER } from '../../src/data/application-files.ts';
import { FIXTURES, VALID, fixtureContent } from '../tools/fixture-content.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the content folder `base` with the fixture application `name`; its folder and output. */
function contentWith(base: string, name: string, edit?: (resume: Record<string, unknown>) => void) {
	const dir = mkdtempSync(join(tmpdir(), 'apply-'));
	made.push(dir);
	const root = join(dir, 'content');
	cpSync(base, root, { recursive: true });
	cpSync(
		join(FIXTURES, 'applications', `${name}.md`),
		join(root, APPLICATIONS_FOLDER, `${name}.md`),
	);
	if (edit) {
		const resume = JSON.parse(readFileSync(join(root, 'resume.json'), 'utf8'));
		edit(resume);
		writeFileSync(join(root, 'resume.json'), JSON.stringify(resume));
	}
	return { root, out: join(dir, 'out') };
}

/** Runs apply; fails the test on problems. */
async function run(root: string, out: string, name: string, posting?: string) {
	const result = await apply({ root, name, out, ...(posting && { posting }) });
	if (!('files' in result)) throw new Error(result.problems.join('\n'));
	return result;
}

/** The text a person reads in each file, by kind, whitespace squeezed. */
async function readBack(files: string[]) {
	const squeeze = (text: string) => text.replace(/\s+/g, ' ');
	const texts: Record<string, string> = {};
	for (const file of files) {
		const bytes = readFileSync(file);
		const kind = file.slice(file.lastIndexOf('_') + 1);
		if (file.endsWith('.pdf')) {
			const pdf = await getDocumentProxy(new Uint8Array(bytes));
			texts[kind] = squeeze((await extractText(pdf, { mergePages: true })).text);
		} else if (file.endsWith('.docx')) {
			texts[kind] = squeeze((await mammoth.extractRawText({ buffer: bytes })).value);
			texts[`${kind}.html`] = (await mammoth.convertToHtml({ buffer: bytes })).value;
		} else texts[kind] = squeeze(bytes.toString('utf8'));
	}
	return texts;
}

/** True when `parts` appear in `text` in this order. */
function inOrder(text: string, parts: string[]) {
	let at = -1;
	for (const part of parts) {
		at = text.indexOf(part, at + 1);
		if (at === -1) return false;
	}
	return true;
}

describe('an application with tags, its own summary and a left-out job', async () => {
	const { root, out } = contentWith(VALID, 'umbrella');
	const application = applicationSchema.parse(
		matter(readFileSync(join(FIXTURES, 'applications', 'umbrella.md'), 'utf8')).data,
	);
	const resume = resumeSchema.parse(JSON.parse(readFileSync(join(VALID, 'resume.json'), 'utf8')));
	const check = await checkContent(root, (path) => path);
	const headings = check.settings!.copy.resume.sections;
	const { files } = await run(root, out, 'umbrella');
	const texts = await readBack(files);
	const resumes = ['resume.pdf', 'resume.docx', 'resume.txt', 'resume.md'];
	const owner = resume.basics!.name!;

	test('writes six files named after the owner and the company', () => {
		expect(files.map((file) => relative(out, file))).toEqual(
			[
				'resume.pdf',
				'resume.docx',
				'resume.txt',
				'resume.md',
				'cover-letter.pdf',
				'cover-letter.docx',
			].map((kind) => `Test-Owner_Umbrella-Recruiting_${kind}`),
		);
	});

	test.each(resumes)('%s holds the name, the replaced summary and no left-out job', (kind) => {
		const text = texts[kind]!;
		expect(text).toContain(owner);
		expect(text).toContain(application.summary);
		expect(text).not.toContain(resume.basics!.summary);
		for (const left of application.leaveOut!) expect(text).not.toContain(left);
		expect(text).toContain(resume.work![0]!.name);
	});

	test.each(resumes)('%s lists the sections in order, the tagged skills first', (kind) => {
		// Plain text writes the headings in capitals: compare without case.
		const text = texts[kind]!.toLowerCase();
		const lower = (parts: string[]) => parts.map((part) => part.toLowerCase());
		const { work, education, skills, projects } = headings;
		expect(inOrder(text, lower([work, education, skills, projects]))).toBe(true);
		// The résumé's skills are React, C#, SQL; the application's tags put SQL first.
		expect(inOrder(text, lower([skills, 'SQL', 'React', 'C#', projects]))).toBe(true);
	});

	test.each(resumes)('%s lists the projects with its tags, not the others', (kind) => {
		const text = texts[kind]!;
		expect(inOrder(text.toLowerCase(), [headings.projects.toLowerCase(), 'valid app'])).toBe(true);
		expect(text).not.toContain('Second App');
	});

	test('the Word file has real headings', () => {
		const html = texts['resume.docx.html']!;
		expect(html).toContain(`<h1>${headings.work}</h1>`);
		expect(html).toContain(`<h2>${resume.work![0]!.position}</h2>`);
	});

	test.each(['cover-letter.pdf', 'cover-letter.docx'])(
		'%s holds the header, the company, the role, the addressee, the date and the body',
		(kind) => {
			const text = texts[kind]!;
			expect(text).toContain(owner);
			expect(text).toContain(resume.basics!.email);
			for (const part of [application.company, application.role, application.contact!])
				expect(text).toContain(part);
			expect(text).toContain('March 14, 2026');
			expect(text).toContain('I have followed Umbrella');
			// Markdown's marks are gone, the link's address kept.
			expect(text.replace(/\s/g, '')).toContain(
				'Iwrotereportsthatpeoplereadeveryweek;seemyprojects(https://test.example.com/projects)',
			);
		},
	);

	test('a posting naming a skill the résumé has, one left out and one it lacks', async () => {
		const posting = 'We need SQL every day, some TypeScript, and Kubernetes on the side.';
		const { report } = await run(root, join(out, 'posting'), 'umbrella', posting);
		// TypeScript is the tag of Second App, a project of the site this application leaves out.
		expect(report).toEqual({ shown: ['SQL'], leftOut: ['TypeScript'], missing: ['Kubernetes'] });
	});
});

describe('the phone number', () => {
	const withPhone = (resume: Record<string, unknown>) => {
		(resume.basics as Record<string, unknown>).phone = '+1 555 0100';
	};

	test('is left out as on the site unless the application asks for it', async () => {
		const held = contentWith(VALID, 'umbrella', withPhone);
		const { files } = await run(held.root, held.out, 'umbrella');
		expect(readFileSync(files[2]!, 'utf8')).not.toContain('555 0100');

		const shown = contentWith(VALID, 'umbrella', withPhone);
		const file = join(shown.root, APPLICATIONS_FOLDER, 'umbrella.md');
		writeFileSync(file, readFileSync(file, 'utf8').replace('---\n\n', 'phone: true\n---\n\n'));
		const opted = await run(shown.root, shown.out, 'umbrella');
		const texts = await readBack(opted.files);
		for (const kind of ['resume.pdf', 'resume.docx', 'resume.txt', 'cover-letter.pdf'])
			expect(texts[kind]).toContain('+1 555 0100');
		expect(opted.warnings).toEqual([]);
	});

	test('asked for with none in resume.json, is a warning naming the file and the fix', async () => {
		const { root, out } = contentWith(VALID, 'umbrella');
		const file = join(root, APPLICATIONS_FOLDER, 'umbrella.md');
		writeFileSync(file, readFileSync(file, 'utf8').replace('---\n\n', 'phone: true\n---\n\n'));
		const { files, warnings } = await run(root, out, 'umbrella');
		expect(files).toHaveLength(6);
		expect(warnings).toEqual([
			`${file}: phone: true, but your résumé has no basics.phone; add your number to private/resume.json (never published), or remove phone: true`,
		]);
	});

	test('kept in the private résumé, it is put back the same way', { timeout: 30_000 }, async () => {
		const kept = contentWith(VALID, 'umbrella');
		mkdirSync(join(kept.root, 'private'), { recursive: true });
		writeFileSync(
			join(kept.root, 'private', 'resume.json'),
			JSON.stringify({ basics: { phone: '+1 555 0199' } }),
		);
		const file = join(kept.root, APPLICATIONS_FOLDER, 'umbrella.md');
		const { files: held } = await run(kept.root, join(kept.out, 'held'), 'umbrella');
		expect(readFileSync(held[2]!, 'utf8')).not.toContain('555 0199');
		writeFileSync(file, readFileSync(file, 'utf8').replace('---\n\n', 'phone: true\n---\n\n'));
		const { files } = await run(kept.root, kept.out, 'umbrella');
		expect(readFileSync(files[2]!, 'utf8')).toContain('+1 555 0199');
	});
});

describe('an application in Arabic from the résumé in every script', async () => {
	const { root, out } = contentWith(fixtureContent('content-rtl'), 'scripts');
	const { files } = await run(root, out, 'scripts');
	const texts = await readBack(files);
	const resume = JSON.parse(readFileSync(join(root, 'resume.json'), 'utf8'));
	/** One sample of each script the résumé holds, as it writes it. */
	const samples = [
		'Łukasz',
		'Dvořák',
		'Nguyễn',
		'Yazılım',
		'Ελένη',
		'Иван',
		'محمد',
		'東京',
		'台北',
		'Škoda',
	];
	const squeezed = (text: string) => text.replace(/\s+/g, '');

	test('the fixture holds every sample', () => {
		for (const sample of samples) expect(JSON.stringify(resume)).toContain(sample);
	});

	test.each(['resume.pdf', 'resume.docx', 'cover-letter.pdf', 'cover-letter.docx'])(
		'%s keeps every script',
		(kind) => {
			for (const sample of kind.startsWith('resume')
				? samples
				: ['شركة النجمة', 'مطور تطبيقات', '李小龍', 'Zażółć'])
				expect(squeezed(texts[kind]!)).toContain(squeezed(sample));
		},
	);

	test('the Word file lists the highlights as a list', () => {
		expect(texts['resume.docx.html']).toMatch(/<ul><li>[^<]*Ελληνικά/);
	});

	test('the file names keep the owner name and the company in their scripts', () => {
		expect(relative(out, files[0]!)).toBe('Jordan-Łukasz-Dvořák-Nguyễn-Văn_شركة-النجمة_resume.pdf');
	});
});

describe('the output folder', () => {
	test('is ignored by git, outside content/ and dist/', () => {
		const file = `${OUTPUT_FOLDER}/acme/Owner_Acme_resume.pdf`;
		expect(() => execFileSync('git', ['check-ignore', '-q', file], { cwd: ROOT })).not.toThrow();
		expect(OUTPUT_FOLDER.split('/')[0]).not.toMatch(/^(content|dist)$/);
	});
});

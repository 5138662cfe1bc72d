/**
 * The scaffolds of `content:new` (a project, a note, an application) and init's first project are
 * written in the site's default language, in every built-in language, and the content check
 * recognises a placeholder left in any of them.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/built-in/languages.ts';
import { parseMarkdown } from '../../src/data/content-files.ts';
import { APPLICATIONS_FOLDER } from '../../src/data/application-files.ts';
import {
	notePlaceholders,
	projectPlaceholders,
	scaffoldTexts,
} from '../../src/new/placeholders.ts';
import {
	holdsLetterOutline,
	isRolePlaceholder,
	notePlaceholderProblems,
	placeholderProblems,
} from '../../src/check/placeholders-left.ts';
import { runContentScript } from '../tools/content-script.ts';
import { VALID } from '../tools/fixture-content.ts';

const english = scaffoldTexts('en');
const KEYS = Object.keys(english).sort();

describe.each(BUILT_IN_LANGUAGES)('the scaffolds in %s', (lang) => {
	const texts = scaffoldTexts(lang);

	test('hold every text, none empty, in the language (not English but for English)', () => {
		expect(Object.keys(texts).sort()).toEqual(KEYS);
		for (const key of KEYS) {
			const text = texts[key as keyof typeof texts];
			expect(text.trim(), key).not.toBe('');
			if (lang !== 'en') expect(text, key).not.toBe(english[key as keyof typeof english]);
		}
		expect(texts.desc).toContain('{title}');
		expect(texts.note).toContain('{title}');
	});

	test('the check names each placeholder left in a project or a note', () => {
		const project = projectPlaceholders(lang);
		const problems = placeholderProblems(
			'projects/x.md',
			{ desc: project.desc('タイトル Title'), href: project.href, github: project.github },
			project.body,
			`<svg><text>${project.image}</text></svg>`,
		);
		expect(problems.map((line) => line.split(':')[1]!.trim())).toEqual([
			'desc',
			'href',
			'github',
			'img',
			'(body)',
		]);
		const note = notePlaceholders(lang);
		expect(
			notePlaceholderProblems('notes/x.md', { description: note.description('Title') }, note.body),
		).toHaveLength(2);
	});
});

test('a project outline that names the guide where an older version had it is still the outline', () => {
	for (const lang of BUILT_IN_LANGUAGES) {
		const body = projectPlaceholders(lang).body;
		expect(body, lang).toContain('docs/owner/projects.md');
		const older = body.replace('docs/owner/projects.md', 'docs/owner-guide.md');
		const problems = placeholderProblems(
			'projects/x.md',
			{ desc: 'Mine.', href: 'https://a.dev' },
			older,
		);
		expect(
			problems.map((line) => line.split(':')[1]!.trim()),
			lang,
		).toEqual(['(body)']);
	}
});

test('an application placeholder is known in every language, rewrapped or not', () => {
	for (const lang of BUILT_IN_LANGUAGES) {
		const texts = scaffoldTexts(lang);
		expect(isRolePlaceholder(texts.role), lang).toBe(true);
		expect(
			holdsLetterOutline(`<!-- ${texts.letter.replace(/ /g, '\n')}\n${texts.fields} -->`),
		).toBe(true);
	}
	expect(isRolePlaceholder('Frontend Engineer')).toBe(false);
	expect(holdsLetterOutline('Dear team,\n\nI write to you.')).toBe(false);
});

describe('content:new on a Japanese site', () => {
	let dir: string;
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'scaffold-ja-'));
		cpSync(VALID, dir, { recursive: true });
		const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
		writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, languages: ['ja', 'en'] }));
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	const ja = scaffoldTexts('ja');
	/** The English words of a scaffold: none may be in a Japanese site's files. */
	const ENGLISH = [english.what, english.how, english.learned, 'Write the', 'Replace this'];

	test('writes a project, a note and an application in Japanese, and the check refuses them', async () => {
		expect((await runContentScript(['new', '業務自動化ツール', '--root', '.'], dir)).status).toBe(
			0,
		);
		expect(
			(await runContentScript(['new', '--note', '学んだこと', '--root', '.'], dir)).status,
		).toBe(0);
		expect(
			(await runContentScript(['new', '--application', '株式会社サンプル', '--root', '.'], dir))
				.status,
		).toBe(0);
		const project = readFileSync(join(dir, 'projects', '業務自動化ツール.md'), 'utf8');
		const headings = parseMarkdown(project, 'x.md').body.match(/^## .+$/gm);
		expect(headings).toEqual([`## ${ja.what}`, `## ${ja.how}`, `## ${ja.learned}`]);
		const [noteFile] = readdirSync(join(dir, 'notes')).filter((file) => file.startsWith('学'));
		const note = readFileSync(join(dir, 'notes', noteFile!), 'utf8');
		const [application] = readdirSync(join(dir, APPLICATIONS_FOLDER));
		const letter = readFileSync(join(dir, APPLICATIONS_FOLDER, application!), 'utf8');
		expect(project).toContain(ja.desc.replace('{title}', '業務自動化ツール'));
		expect(note).toContain(ja.note.replace('{title}', '学んだこと'));
		expect(letter).toContain(ja.role);
		for (const written of [project, note, letter])
			for (const words of ENGLISH) expect(written).not.toContain(words);
		const checked = await runContentScript(['check', '--root', '.'], dir);
		const said = checked.stdout + checked.stderr;
		for (const field of ['desc', 'img', '(body)', 'description', 'role'])
			expect(said).toContain(`: ${field}: still the`);
	});
});

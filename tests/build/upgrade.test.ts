// `npm run upgrade` on an owner's copy with a history of its own: the template moves on and the
// owner's content/ stays byte for byte theirs, their build showing the new label in each language;
// a conflict in code stops the merge in a state git understands.
import { spawnSync } from 'node:child_process';
import {
	copyFileSync,
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildEnv } from '../tools/fixture-site.ts';
import { main as upgrade } from '../../scripts/upgrade.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { parseMarkdown, stringifyMarkdown } from '../../src/data/content-files.ts';
import { compareVersions } from '../../src/upgrade/changelog.ts';
import { readPage, visibleText } from '../tools/hast.ts';
import { folderBytes } from './folder-bytes.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const E2E = join(ROOT, '.e2e');
mkdirSync(E2E, { recursive: true });
const work = mkdtempSync(join(E2E, 'upgrade-'));
const template = join(work, 'template');
const owner = join(work, 'owner');
afterAll(() => rmSync(work, { recursive: true, force: true }));

Object.assign(process.env, {
	GIT_AUTHOR_NAME: 'Test',
	GIT_AUTHOR_EMAIL: 'test@example.invalid',
	GIT_COMMITTER_NAME: 'Test',
	GIT_COMMITTER_EMAIL: 'test@example.invalid',
});

function sh(cwd: string, command: string, args: string[]) {
	const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: buildEnv() });
	if (result.status !== 0)
		throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
	return result.stdout;
}
const commit = (dir: string, message: string) => {
	sh(dir, 'git', ['add', '-A']);
	sh(dir, 'git', ['commit', '-q', '-m', message]);
};

/** The template's sample content, which a copy of the template holds as its content/. */
const SAMPLE = join(ROOT, 'tests', 'fixtures', 'content-sample');

/**
 * A repository holding this template's tracked files as they are now, one commit, with the
 * sample as its content/ (the owner's content/ here may be anyone's).
 */
function copyOfTemplate(dir: string, message: string) {
	for (const file of sh(ROOT, 'git', [
		'ls-files',
		'-z',
		'--cached',
		'--others',
		'--exclude-standard',
	])
		.split('\0')
		.filter(Boolean)) {
		if (!existsSync(join(ROOT, file)) || file.startsWith('content/')) continue;
		mkdirSync(dirname(join(dir, file)), { recursive: true });
		copyFileSync(join(ROOT, file), join(dir, file));
	}
	cpSync(SAMPLE, join(dir, 'content'), { recursive: true });
	symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
	sh(dir, 'git', ['init', '-q', '-b', 'main']);
	commit(dir, message);
}

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const writeJson = (dir: string, file: string, value: unknown) =>
	writeFileSync(join(dir, file), `${JSON.stringify(value, null, '\t')}\n`);
const edit = (dir: string, file: string, change: (text: string) => string) => {
	const before = readFileSync(join(dir, file), 'utf8');
	const after = change(before);
	if (after === before) throw new Error(`${file} did not change: its anchor moved`);
	writeFileSync(join(dir, file), after);
};

/** The new label of the template's v2: the About page shows it, under a key of its texts. */
const LABEL = 'Upgraded template label';

/**
 * Adds the label to the texts schema, to each language's built-in texts (so every language shows
 * it with no owner file naming it) and to the About page.
 */
function addLabel(dir: string) {
	edit(dir, 'src/schemas/pages.ts', (text) =>
		text.replace(
			/(\n(\t+)resumeLink: text\()/,
			`\n$2upgradeLabel: text('write the upgrade label'),$1`,
		),
	);
	const builtIn = join(dir, 'src', 'i18n', 'built-in');
	for (const file of readdirSync(builtIn).filter((name) => name !== 'languages.ts')) {
		edit(dir, join('src', 'i18n', 'built-in', file), (text) =>
			text.replace(/(\n(\t+)"resumeLink": )/, `\n$2"upgradeLabel": ${JSON.stringify(LABEL)},$1`),
		);
	}
	edit(dir, 'src/pages/[...lang]/about.astro', (text) =>
		text.replace(
			'<p class="resume-links">',
			`<p class="upgrade-label">{t('about.upgradeLabel').text}</p>\n\t\t\t<p class="resume-links">`,
		),
	);
}

const v1 = readJson(ROOT, 'package.json').version as string;
const v2 = v1.replace(/^(\d+)\.(\d+)\..*$/, (_, major, minor) => `${major}.${Number(minor) + 1}.0`);
const languages = (readJson(SAMPLE, 'site.json').languages as string[] | undefined) ?? [];
const own = {
	name: 'Robin Upgrade-Owner',
	welcome: 'Welcome to the corner of the web Robin keeps for their own work.',
	heading: 'Sobre Robin',
	project: 'Robin’s Own App',
};
let output = '';
let status: number;
let contentBefore: Record<string, string>;

beforeAll(() => {
	copyOfTemplate(template, 'template v1');
	copyOfTemplate(owner, 'my copy of the template');
	// The owner's words, committed.
	const resume = readJson(owner, 'content/resume.json');
	writeJson(owner, 'content/resume.json', {
		...resume,
		basics: { ...resume.basics, name: own.name },
	});
	writeJson(owner, 'content/site.json', {
		...readJson(owner, 'content/site.json'),
		welcome: own.welcome,
	});
	const projects = join(owner, 'content', 'projects');
	const first = readdirSync(projects).find((file) => file.endsWith('.md'))!;
	const { data, body } = parseMarkdown(readFileSync(join(projects, first), 'utf8'), first);
	writeFileSync(
		join(projects, 'robins-own-app.md'),
		stringifyMarkdown(body, { ...(data as object), title: own.project }),
	);
	if (languages[1]) {
		const file = `content/${languages[1]}/pages.json`;
		const pages = existsSync(join(owner, file)) ? readJson(owner, file) : {};
		writeJson(owner, file, { ...pages, about: { ...pages.about, heading: own.heading } });
	}
	commit(owner, 'my words');
	contentBefore = folderBytes(join(owner, 'content'));
	// The template moves on.
	addLabel(template);
	const pkg = readJson(template, 'package.json');
	writeJson(template, 'package.json', { ...pkg, version: v2 });
	edit(template, 'CHANGELOG.md', (text) =>
		text.replace(
			/^## /m,
			`## [${v2}] - 2026-12-01\n\n### Added\n\n- The About page's upgrade label.\n\n## `,
		),
	);
	writeJson(template, 'content/site.json', {
		...readJson(template, 'content/site.json'),
		welcome: 'The template’s new sample welcome.',
	});
	const sample = join(template, 'content', 'projects');
	writeFileSync(join(sample, 'template-v2-sample.md'), readFileSync(join(sample, first)));
	commit(template, 'template v2');
	status = upgrade(
		['--from', template, '--no-test'],
		terminal({ cwd: owner, out: (line: string) => (output += `${line}\n`) }),
	);
});

describe('npm run upgrade on a fork with a history of its own', () => {
	test('it merges the template without a conflict and reports versions and CHANGELOG', () => {
		expect(status, output).toBe(0);
		expect(output).toContain(`${v1} → ${v2}`);
		expect(output).toContain("The About page's upgrade label.");
		expect(output).not.toMatch(/conflict/i);
		// The new sample project and the changed sample welcome.
		expect(output).toMatch(/the template's 2 sample file change\(s\) there were left out/);
		expect(existsSync(join(owner, '.git', 'MERGE_HEAD'))).toBe(false);
		expect(readJson(owner, 'package.json').version).toBe(v2);
		expect(compareVersions(v2, v1)).toBeGreaterThan(0);
	});

	test('content/ is byte for byte as the owner had it', () => {
		expect(folderBytes(join(owner, 'content'))).toEqual(contentBefore);
		expect(sh(owner, 'git', ['status', '--porcelain', '--', 'content'])).toBe('');
	});

	test('the owner’s site builds with their words and the new label in each language', () => {
		sh(owner, process.execPath, ['scripts/content.ts', 'check']);
		sh(owner, process.execPath, [join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build']);
		const dist = join(owner, 'dist');
		const home = visibleText(readPage(dist, '/'));
		expect(home).toContain(own.name);
		expect(home).toContain(own.welcome);
		expect(visibleText(readPage(dist, '/projects'))).toContain(own.project);
		expect(visibleText(readPage(dist, '/projects'))).not.toContain('template-v2-sample');
		expect(existsSync(join(dist, 'projects', 'template-v2-sample.html'))).toBe(false);
		for (const lang of languages.length > 0 ? languages : [undefined]) {
			const about = visibleText(
				readPage(dist, lang && lang !== languages[0] ? `/${lang.toLowerCase()}/about` : '/about'),
			);
			expect(about, lang).toContain(LABEL);
			if (lang && lang === languages[1]) expect(about).toContain(own.heading);
		}
	});
});

describe('npm run upgrade when the owner changed code the template changed too', () => {
	const changed = join(work, 'changed');
	const file = 'src/pages/[...lang]/about.astro';
	let lines = '';
	beforeAll(() => {
		copyOfTemplate(changed, 'my copy of the template');
		edit(changed, file, (text) =>
			text.replace(
				'<p class="resume-links">',
				'<p class="my-own-line">Mine</p>\n\t\t\t<p class="resume-links">',
			),
		);
		writeJson(changed, 'content/site.json', {
			...readJson(changed, 'content/site.json'),
			welcome: own.welcome,
		});
	});

	test('it refuses to start with uncommitted changes', () => {
		expect(
			upgrade(
				['--from', template, '--no-test'],
				terminal({ cwd: changed, out: (line: string) => (lines += line) }),
			),
		).toBe(1);
		expect(lines).toMatch(/uncommitted changes/);
		expect(existsSync(join(changed, '.git', 'MERGE_HEAD'))).toBe(false);
	});

	test('it stops in a merge git understands, naming the file, with content/ still the owner’s', () => {
		commit(changed, 'my change to the About page');
		const before = folderBytes(join(changed, 'content'));
		lines = '';
		expect(
			upgrade(
				['--from', template, '--no-test'],
				terminal({ cwd: changed, out: (line: string) => (lines += `${line}\n`) }),
			),
		).toBe(1);
		expect(lines).toContain(file);
		expect(lines).toContain('git merge --abort');
		expect(existsSync(join(changed, '.git', 'MERGE_HEAD'))).toBe(true);
		expect(sh(changed, 'git', ['diff', '--name-only', '--diff-filter=U']).trim()).toBe(file);
		expect(folderBytes(join(changed, 'content'))).toEqual(before);
		sh(changed, 'git', ['merge', '--abort']);
		expect(readFileSync(join(changed, file), 'utf8')).toContain('my-own-line');
	});
});

// `npm run upgrade` keeps every file under content/ byte for byte whatever git knows of it: an
// ignored résumé, an ignored folder, a folder reached through a link outside the repository; its
// arguments are data, never git options; and it always ends with a short summary and the undo.
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main as upgrade } from '../../scripts/upgrade.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { folderState } from '../../src/owner-files/keep.ts';
import {
	commitAll,
	ownerRepo,
	sh,
	templateRepo,
	UPGRADE_ENV,
	writeFiles,
} from './upgrade-repos.ts';

const work = mkdtempSync(join(tmpdir(), 'upgrade-content-'));
const template = join(work, 'template');
let savedEnv: NodeJS.ProcessEnv;
beforeAll(() => {
	savedEnv = { ...process.env };
	Object.assign(process.env, UPGRADE_ENV);
	mkdirSync(template);
	const release = templateRepo(template);
	for (const name of ['ignored-file', 'ignored-folder', 'linked', 'dash', 'dash-url', 'summary'])
		ownerRepo(template, join(work, name));
	release();
});
afterAll(() => {
	process.env = savedEnv;
	rmSync(work, { recursive: true, force: true });
});

const PRIVATE = '{ "basics": { "name": "Owner", "phone": "+1 555 0100" } }\n';

/** Runs the upgrade in `owner` without the tests; its exit code and what it printed. */
function run(owner: string, args: string[] = []) {
	const printed: string[] = [];
	const status = upgrade(
		['--no-test', ...args],
		terminal({ cwd: owner, out: (line) => printed.push(line) }),
	);
	return { status, output: printed.join('\n') };
}

describe('npm run upgrade keeps content/', () => {
	test('an ignored content/resume.json the template changed: byte for byte, the code upgraded', () => {
		const owner = join(work, 'ignored-file');
		writeFiles(owner, { '.gitignore': 'content/resume.json\n' });
		sh(owner, 'git', ['rm', '-q', '--cached', 'content/resume.json']);
		commitAll(owner, 'Keep my résumé out of git');
		writeFileSync(join(owner, 'content', 'resume.json'), PRIVATE);
		const before = folderState(join(owner, 'content'));
		const { status, output } = run(owner);
		expect(status, output).toBe(0);
		expect(readFileSync(join(owner, 'content', 'resume.json'), 'utf8')).toBe(PRIVATE);
		expect(folderState(join(owner, 'content'))).toEqual(before);
		expect(readFileSync(join(owner, 'src', 'code.ts'), 'utf8')).toContain('version = 2');
	});

	test('an ignored content/ folder: every file as it was, no sample file added', () => {
		const owner = join(work, 'ignored-folder');
		writeFiles(owner, { '.gitignore': 'content/\n' });
		sh(owner, 'git', ['rm', '-q', '-r', '--cached', 'content']);
		commitAll(owner, 'Keep my content out of git');
		writeFiles(owner, { 'content/resume.json': PRIVATE, 'content/notes/mine.md': '# Mine\n' });
		const before = folderState(join(owner, 'content'));
		const { status, output } = run(owner);
		expect(status, output).toBe(0);
		expect(folderState(join(owner, 'content'))).toEqual(before);
		expect(readFileSync(join(owner, 'src', 'code.ts'), 'utf8')).toContain('version = 2');
	});

	test('content/ a committed link to a folder outside the repository: that folder untouched', () => {
		const owner = join(work, 'linked');
		const outside = join(work, 'private-content');
		mkdirSync(outside);
		writeFiles(outside, {
			'resume.json': PRIVATE,
			'site.json': '{ "url": "https://me.example" }\n',
		});
		sh(owner, 'git', ['rm', '-q', '-r', 'content']);
		symlinkSync(outside, join(owner, 'content'));
		commitAll(owner, 'My content lives in a private folder');
		const before = folderState(outside);
		const { status, output } = run(owner);
		expect(status, output).toBe(0);
		expect(folderState(outside)).toEqual(before);
		expect(readFileSync(join(owner, 'src', 'code.ts'), 'utf8')).toContain('version = 2');
	});
});

describe('npm run upgrade takes its arguments as data', () => {
	test.each([
		['--from', (marker: string) => [`--from=--upload-pack=touch ${marker}`]],
		['--branch', (marker: string) => [`--branch=--upload-pack=touch ${marker}`]],
	])('%s starting with "-" is refused, and no command runs', (_, args) => {
		const owner = join(work, 'dash');
		const marker = join(work, `ran-${Math.random().toString(36).slice(2)}`);
		const head = sh(owner, 'git', ['rev-parse', 'HEAD']);
		const { status, output } = run(owner, args(marker));
		expect(existsSync(marker)).toBe(false);
		expect(status).toBe(1);
		expect(output).toMatch(/starts with "-"/);
		expect(sh(owner, 'git', ['rev-parse', 'HEAD'])).toBe(head);
	});

	/** One clone for every refused name (a refusal changes nothing), with a branch of its own. */
	let branchOwner = '';
	test.each(['+main:refs/heads/other', '+main', 'main:other', '@{-1}', 'a..b', 'HEAD'])(
		'--branch %s is not a branch name: refused (exit 2), no branch moved',
		(branch) => {
			if (!branchOwner) {
				branchOwner = join(work, 'branch-name');
				ownerRepo(template, branchOwner);
				sh(branchOwner, 'git', ['branch', 'other', 'HEAD~1']);
			}
			const refs = sh(branchOwner, 'git', ['for-each-ref']);
			const { status, output } = run(branchOwner, ['--branch', branch]);
			expect(status).toBe(2);
			expect(output).toContain(
				`--branch: "${branch}" is not a branch's name; give the template's branch alone, e.g. --branch main`,
			);
			expect(sh(branchOwner, 'git', ['for-each-ref'])).toBe(refs);
		},
	);

	test('a repository.url in package.json starting with "-" is refused before git reads it', () => {
		const owner = join(work, 'dash-url');
		const marker = join(work, 'ran-from-url');
		sh(owner, 'git', ['remote', 'remove', 'template']);
		const pkg = JSON.parse(readFileSync(join(owner, 'package.json'), 'utf8'));
		pkg.repository.url = `--upload-pack=touch ${marker}`;
		writeFileSync(join(owner, 'package.json'), JSON.stringify(pkg));
		commitAll(owner, 'A hostile repository address');
		const { status, output } = run(owner);
		expect(existsSync(marker)).toBe(false);
		expect(status).toBe(1);
		expect(output).toMatch(/repository\.url in package\.json: .* starts with "-"/);
		expect(sh(owner, 'git', ['remote'])).not.toContain('template');
	});
});

describe('npm run upgrade ends with a summary', () => {
	test('when a step after the merge fails: what happened, what failed and the undo, last', () => {
		const owner = join(work, 'summary');
		const start = sh(owner, 'git', ['rev-parse', 'HEAD']).trim();
		process.env.UPGRADE_TEST_CHECK_FAILS = '1';
		const { status, output } = run(owner);
		delete process.env.UPGRADE_TEST_CHECK_FAILS;
		expect(status).toBe(1);
		const tail = output.split('\n').slice(-5).join('\n');
		expect(tail).toMatch(/Upgrade summary:/);
		expect(tail).toMatch(/1\.0\.0 → 1\.1\.0: merged/);
		expect(tail).toMatch(/Stopped: npm run content:check/);
		expect(tail).toContain(`To undo it all: git reset --hard ${start.slice(0, 12)}`);
	});
});

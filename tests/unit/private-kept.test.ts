/**
 * The private files are the owner's like the rest of content/, though git does not keep them:
 * `npm run content:backup` archives them with everything else and the archive unpacks to the same
 * folder; the upgrade leaves them byte for byte; content:migrate keeps them; init --force keeps
 * them in the backup of the folder it replaces.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main as backup } from '../../scripts/backup.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { main as upgrade } from '../../scripts/upgrade.ts';
import { init } from '../../src/init/init.ts';
import { migrateFolder } from '../../src/migrate/migrate-folder.ts';
import { folderState } from '../../src/owner-files/keep.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { fixtureDir, sameTree, VALID } from '../tools/fixture-content.ts';
import {
	commitAll,
	ownerRepo,
	sh,
	templateRepo,
	UPGRADE_ENV,
	writeFiles,
} from './upgrade-repos.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'private-kept-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The owner's private files, as content/private/ holds them. */
const PRIVATE = {
	'private/resume.json': '{ "basics": { "phone": "+1 555 0100" } }\n',
	'private/applications/acme.md': '---\ncompany: Acme\nrole: Developer\n---\n\nDear Acme,\n',
};
const withPrivate = (content: string) => writeFiles(content, PRIVATE);
const privateOf = (content: string) =>
	Object.keys(PRIVATE).map((file) => readFileSync(join(content, file), 'utf8'));

test('content:backup: one archive of content/, private files included, that unpacks to the same folder', () => {
	const project = join(work, 'backup');
	cpSync(VALID, join(project, 'content'), { recursive: true });
	withPrivate(join(project, 'content'));
	const lines: string[] = [];
	const now = new Date(Date.UTC(2026, 10, 28, 10, 30, 5));
	expect(backup([], { ...terminal(), cwd: project, out: (line) => lines.push(line), now })).toBe(0);
	const archive = 'content-backups/content-2026-11-28T10-30-05-000Z.tar.gz';
	const files = readTree(join(project, 'content')).size;
	expect(lines[0]).toMatch(
		new RegExp(
			`^Wrote ${archive}: content/ with its ${files} files, 2 of them private \\(content/private/\\), \\d+ KB\\.$`,
		),
	);
	expect(lines.slice(1)).toEqual([
		'git does not keep content/private/, so this archive may be its only other copy: keep it somewhere other than this computer (a USB disk, a cloud folder).',
		`To restore it: move content/ aside, then run tar -xzf ${archive}`,
	]);
	// The restore it prints, in another folder: the same files, byte for byte.
	const elsewhere = join(work, 'restored');
	mkdirSync(elsewhere);
	execFileSync('tar', ['-xzf', join(project, archive)], { cwd: elsewhere });
	expect(sameTree(readTree(join(elsewhere, 'content')), readTree(join(project, 'content')))).toBe(
		true,
	);
});

test('content:backup without a content folder: a sentence, exit 1', () => {
	const errors: string[] = [];
	expect(
		backup([], { ...terminal(), cwd: work, out: () => {}, err: (line) => errors.push(line) }),
	).toBe(1);
	expect(errors).toEqual([`${join(work, 'content')}: no content folder there; nothing to back up`]);
});

describe('the tools that change content/ keep content/private/', () => {
	let savedEnv: NodeJS.ProcessEnv;
	beforeAll(() => {
		savedEnv = { ...process.env };
		Object.assign(process.env, UPGRADE_ENV);
	});
	afterAll(() => {
		process.env = savedEnv;
	});

	test("upgrade: the private files git ignores (the template's .gitignore), byte for byte", () => {
		const template = join(work, 'template');
		mkdirSync(template);
		const release = templateRepo(template);
		writeFiles(template, { '.gitignore': readFileSync(join(ROOT, '.gitignore'), 'utf8') });
		commitAll(template, 'The .gitignore');
		const owner = join(work, 'owner');
		ownerRepo(template, owner);
		release();
		withPrivate(join(owner, 'content'));
		expect(sh(owner, 'git', ['status', '--porcelain'])).toBe('');
		const before = folderState(join(owner, 'content'));
		const printed: string[] = [];
		const status = upgrade(
			['--no-test'],
			terminal({ cwd: owner, out: (line) => printed.push(line) }),
		);
		expect(status, printed.join('\n')).toBe(0);
		expect(folderState(join(owner, 'content'))).toEqual(before);
		expect(privateOf(join(owner, 'content'))).toEqual(Object.values(PRIVATE));
	}, 60_000);

	test('content:migrate: the private files of a folder it migrates, as they were', async () => {
		const content = join(work, 'migrate', 'content');
		cpSync(fixtureDir('content-pre-resume'), content, { recursive: true });
		withPrivate(content);
		expect(await migrateFolder(content, () => {})).not.toBeUndefined();
		expect(privateOf(content)).toEqual(Object.values(PRIVATE));
	});

	test('init --force: the private files of the folder it replaces, in its backup', async () => {
		const content = join(work, 'init', 'content');
		cpSync(VALID, content, { recursive: true });
		withPrivate(content);
		const lines: string[] = [];
		const status = await init(
			{
				resume: join(ROOT, 'tests/fixtures/resumes/sparse.json'),
				url: 'https://owner.example',
				content,
				force: true,
			},
			{ out: (line) => lines.push(line), err: (line) => lines.push(line), show: (path) => path },
		);
		expect(status, lines.join('\n')).toBe(0);
		// The one backup there is, wherever its folder in .content-backup/.
		const backups = join(work, 'init', '.content-backup');
		const kept = readdirSync(backups, { recursive: true, encoding: 'utf8' })
			.filter((path) => path.endsWith(join('content', 'private', 'resume.json')))
			.map((path) => join(backups, path, '..', '..'));
		expect(kept).toHaveLength(1);
		expect(privateOf(kept[0]!)).toEqual(Object.values(PRIVATE));
	}, 60_000);
});

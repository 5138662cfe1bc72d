// The owner's tools change a content folder all at once and keep the previous one: init --force
// with the résumé and its photo inside the folder it replaces, content:migrate with the old and
// the new shape side by side (merged, nothing dropped), and the printed command that restores.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fixtureDir, VALID } from '../tools/fixture-content.ts';
import { init } from '../../src/init/init.ts';
import { main as migrate } from '../../scripts/migrate.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { main as restore } from '../../scripts/restore.ts';
import { folderState } from '../../src/owner-files/keep.ts';
import { KEPT_FILE } from '../../src/migrate/pre-resume.ts';
import { olderShape } from '../../src/migrate/migrate.ts';

const work = mkdtempSync(join(tmpdir(), 'owner-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const write = (dir: string, file: string, value: unknown) =>
	writeFileSync(join(dir, file), `${JSON.stringify(value, null, '\t')}\n`);

/** A fresh folder `name` under the work folder, holding a copy of `from`'s content as content/. */
function contentFrom(name: string, from: string): string {
	const dir = join(work, name, 'content');
	mkdirSync(join(work, name));
	cpSync(from, dir, { recursive: true });
	return dir;
}

/** The restore command a tool printed, as arguments of content:restore. */
function restoreArgs(printed: string[]): string[] {
	const match = printed.join('\n').match(/npm run content:restore -- (\S+)(?: --content (\S+))?/);
	if (!match) throw new Error(`no restore command in:\n${printed.join('\n')}`);
	return [match[1]!, ...(match[2] ? ['--content', match[2]] : [])];
}

describe('init --force', () => {
	test('with the résumé and its photo inside content/: written first, the previous folder kept and restorable', async () => {
		const dir = contentFrom('init-inside', VALID);
		const photo = readFileSync(join(dir, 'brand', 'apple-touch-icon.png'));
		writeFileSync(join(dir, 'photo.png'), photo);
		const resume = read(dir, 'resume.json');
		write(dir, 'resume.json', { ...resume, basics: { ...resume.basics, image: 'photo.png' } });
		const before = folderState(dir);
		const printed: string[] = [];
		const say = (line: string) => printed.push(line);
		const status = await init(
			{ resume: join(dir, 'resume.json'), url: 'https://owner.example', content: dir, force: true },
			{ out: say, err: say, show: (path) => path },
		);
		expect(status, printed.join('\n')).toBe(0);
		expect(readFileSync(join(dir, 'brand', 'photo.png')).equals(photo)).toBe(true);
		expect(read(dir, 'resume.json').basics.image).toBe('photo.png');
		const args = restoreArgs(printed);
		expect(folderState(join(work, 'init-inside', '.content-backup', args[0]!, 'content'))).toEqual(
			before,
		);
		const after = folderState(dir);
		expect(await restore(args, terminal({ out: () => {} }))).toBe(0);
		expect(folderState(dir)).toEqual(before);
		expect(after).not.toEqual(before);
	});
});

describe('content:migrate', () => {
	test('both shapes: about/ and site.json texts merge into a résumé that has those sections; nothing dropped', async () => {
		const dir = contentFrom('migrate-both', fixtureDir('content-pre-resume'));
		const experience = read(dir, 'about/experience.json') as { role: string; company: string }[];
		const skills = read(dir, 'about/skills.json') as { name: string }[];
		const site = read(dir, 'site.json');
		const mine = { name: 'A job only the résumé has', position: 'Lead' };
		write(dir, 'resume.json', {
			basics: { name: 'Another Name Already In The Résumé' },
			work: [mine],
			skills: [{ name: skills[0]!.name }],
		});
		const before = folderState(dir);
		const printed: string[] = [];
		expect(await migrate(['--content', dir], terminal({ out: (line) => printed.push(line) }))).toBe(
			0,
		);
		const resume = read(dir, 'resume.json');
		expect(resume.work[0]).toEqual(mine);
		for (const job of experience)
			expect(resume.work).toContainEqual(
				expect.objectContaining({ name: job.company, position: job.role }),
			);
		expect(resume.skills.map((skill: { name: string }) => skill.name).sort()).toEqual(
			skills.map((skill) => skill.name).sort(),
		);
		expect(resume.basics.name).toBe('Another Name Already In The Résumé');
		expect(read(dir, KEPT_FILE)['site.json name']).toBe(site.name);
		const report = printed.join('\n');
		expect(report).toMatch(/about\/experience\.json: merged into resume\.json work/);
		expect(report).toMatch(new RegExp(`site\\.json: name: kept in ${KEPT_FILE}`));
		expect(olderShape(dir).stops.join('\n')).toContain(`${KEPT_FILE}: (file):`);
		expect(await restore(restoreArgs(printed), terminal({ out: () => {} }))).toBe(0);
		expect(folderState(dir)).toEqual(before);
	});
});

// `npm run apply` takes its inputs as data: a name is a file of the applications folder and
// nothing else, its files are named within what a file system holds, and every wrong input is
// a sentence with the next step (exit 2), never a stack trace.
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { main } from '../../scripts/apply.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { apply } from '../../src/apply/run.ts';
import { APPLICATIONS_FOLDER } from '../../src/data/application-files.ts';
import { FIXTURES, VALID } from '../tools/fixture-content.ts';

const work = mkdtempSync(join(tmpdir(), 'apply-inputs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A project folder holding a copy of the valid content with the fixture application `umbrella`. */
function project(name: string) {
	const cwd = join(work, name);
	const root = join(cwd, 'content');
	cpSync(VALID, root, { recursive: true });
	mkdirSync(join(root, APPLICATIONS_FOLDER), { recursive: true });
	cpSync(
		join(FIXTURES, 'applications', 'umbrella.md'),
		join(root, APPLICATIONS_FOLDER, 'umbrella.md'),
	);
	return { cwd, root };
}

/** Runs the command in `cwd`; its exit code and what it printed, both streams. */
async function run(cwd: string, args: string[]) {
	const printed: string[] = [];
	const log = vi.spyOn(console, 'log').mockImplementation((line) => printed.push(String(line)));
	const error = vi.spyOn(console, 'error').mockImplementation((line) => printed.push(String(line)));
	try {
		const status = await main(args, terminal({ cwd }));
		return { status, output: printed.join('\n') };
	} finally {
		log.mockRestore();
		error.mockRestore();
	}
}

describe("an application's name is a file of the applications folder", () => {
	test.each(['../../../outside/evil', '../umbrella', 'sub/umbrella', '..', '.', 'a\\b'])(
		'%s is refused before anything is read or written',
		async (name) => {
			const { cwd } = project(`name-${readdirSync(work).length}`);
			const outside = join(cwd, '..', 'outside');
			mkdirSync(outside, { recursive: true });
			writeFileSync(
				join(outside, 'evil.md'),
				readFileSync(join(FIXTURES, 'applications', 'umbrella.md')),
			);
			const { status, output } = await run(cwd, [name]);
			expect(status).toBe(2);
			expect(output).toMatch(
				`is not the name of an application: give the name of a file in content/${APPLICATIONS_FOLDER}/ without .md, e.g. npm run apply -- umbrella`,
			);
			expect(output).not.toMatch(/^\s+at /m);
			expect(existsSync(join(cwd, '.applications'))).toBe(false);
			expect(readdirSync(outside)).toEqual(['evil.md']);
		},
	);

	test('the library refuses it too, and writes nothing', async () => {
		const { cwd, root } = project('library');
		const result = await apply({ root, name: '../umbrella', out: join(cwd, 'out') });
		expect('files' in result).toBe(false);
		expect(result.problems[0]).toMatch(/"\.\.\/umbrella" is not the name of an application/);
		expect(existsSync(join(cwd, 'out'))).toBe(false);
	});
});

describe('wrong options are sentences with the next step', () => {
	test.each([
		[
			['umbrella', '--posting', 'no-such-posting.txt'],
			/^--posting: no-such-posting\.txt: no such file; paste the job posting into a text file and give its path$/m,
		],
		[
			['umbrella', '--posting', 'content'],
			/^--posting: content: a folder, not a file; paste the job posting into a text file and give its path$/m,
		],
		[
			['umbrella', '--bogus'],
			/^Unknown option '--bogus'.*\nUsage: npm run apply -- <application name> \[--posting posting\.txt\]/m,
		],
		[['umbrella', '--out', '/tmp/x'], /^Unknown option '--out'/m],
		[['umbrella', 'other'], /^Usage: npm run apply -- <application name>/m],
	])('%j', async (args, said) => {
		const { cwd } = project(`options-${readdirSync(work).length}`);
		const { status, output } = await run(cwd, args);
		expect(status).toBe(2);
		expect(output).toMatch(said);
		expect(output).not.toMatch(/^\s+at /m);
		expect(existsSync(join(cwd, '.applications'))).toBe(false);
	});
});

describe('file names are cut in bytes, between letters', () => {
	test('a 61-character CJK name at a 61-character CJK company: every file written, each name within 255 bytes', async () => {
		const { cwd, root } = project('cjk');
		const resume = JSON.parse(readFileSync(join(root, 'resume.json'), 'utf8'));
		resume.basics.name = '山'.repeat(61);
		writeFileSync(join(root, 'resume.json'), JSON.stringify(resume));
		const letter = join(root, APPLICATIONS_FOLDER, 'umbrella.md');
		writeFileSync(
			letter,
			readFileSync(letter, 'utf8').replace('Umbrella Recruiting', '川'.repeat(61)),
		);
		const { status, output } = await run(cwd, ['umbrella']);
		expect(status, output).toBe(0);
		const files = readdirSync(join(cwd, '.applications', 'umbrella'));
		expect(files).toHaveLength(6);
		for (const file of files) {
			expect(Buffer.byteLength(file)).toBeLessThanOrEqual(255);
			expect(file).toMatch(/^山+_川+_(resume|cover-letter)\.\w+$/);
		}
	}, 60_000);
});

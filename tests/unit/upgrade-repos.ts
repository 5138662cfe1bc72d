// Small git repositories for the upgrade's tests: a template with code, a sample content/ and the
// scripts the upgrade runs after merging (each a stand-in that succeeds, or fails when asked), and
// an owner's clone of it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ENV = {
	...process.env,
	GIT_AUTHOR_NAME: 'Test',
	GIT_AUTHOR_EMAIL: 'test@example.invalid',
	GIT_COMMITTER_NAME: 'Test',
	GIT_COMMITTER_EMAIL: 'test@example.invalid',
	GIT_CONFIG_NOSYSTEM: '1',
};

/** Runs `command` in `cwd`; its output, or an error with it. */
export function sh(cwd: string, command: string, args: string[], env = {}): string {
	const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...ENV, ...env } });
	if (result.status !== 0)
		throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
	return result.stdout;
}

/** Writes each of `files` (path: text) under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>) {
	for (const [file, text] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, file)), { recursive: true });
		writeFileSync(join(dir, file), text);
	}
}

/** Stages everything in `dir` and commits it. */
export function commitAll(dir: string, message: string) {
	sh(dir, 'git', ['add', '-A']);
	sh(dir, 'git', ['commit', '-q', '-m', message]);
}

const packageJson = (version: string) =>
	`${JSON.stringify({ name: 'site', version, repository: { type: 'git', url: 'https://example.invalid/template.git' } }, null, '\t')}\n`;

/** The template at version 1.0.0 in `dir`, and a function that makes its version 1.1.0. */
export function templateRepo(dir: string) {
	writeFiles(dir, {
		'package.json': packageJson('1.0.0'),
		'src/code.ts': 'export const version = 1;\n',
		'scripts/migrate.ts': '// stands in for content:migrate\n',
		'scripts/content.ts': 'if (process.env.UPGRADE_TEST_CHECK_FAILS) process.exit(1);\n',
		'content/resume.json': '{ "basics": { "name": "Sample" } }\n',
		'content/site.json': '{ "url": "https://sample.example" }\n',
	});
	sh(dir, 'git', ['init', '-q', '-b', 'main']);
	commitAll(dir, 'Template 1.0.0');
	return () => {
		writeFiles(dir, {
			'package.json': packageJson('1.1.0'),
			'src/code.ts': 'export const version = 2;\n',
			'content/resume.json': '{ "basics": { "name": "Sample, changed" } }\n',
			'content/site.json': '{ "url": "https://sample.example/changed" }\n',
			'content/added-sample.json': '{}\n',
		});
		commitAll(dir, 'Template 1.1.0');
	};
}

/** The owner's clone of `template` in `dir`, its remote named "template". */
export function ownerRepo(template: string, dir: string) {
	sh(dirname(dir), 'git', ['clone', '-q', '-o', 'template', template, dir]);
}

/** The environment the upgrade runs in: git's identity set. */
export const UPGRADE_ENV = ENV;

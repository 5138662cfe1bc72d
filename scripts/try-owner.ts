// `npm run try-owner -- tests/fixtures/owners/russian [--owner]`: runs `npm test` (or, with
// --owner, only the owner's checks) with content/ replaced by another owner's folder, then puts
// content/ back as it was. It shows that no test of the template's code reads content/: any
// owner the content check accepts gets a green `npm test`. content/ waits in .e2e/content-kept/
// meanwhile; if the run is killed, move it back from there.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const [folder, ...rest] = process.argv.slice(2);
if (!folder || !existsSync(folder)) {
	console.error('Usage: npm run try-owner -- <content folder> [--owner]');
	process.exit(2);
}
const content = join(ROOT, 'content');
const kept = join(ROOT, '.e2e', 'content-kept');
if (existsSync(kept)) {
	console.error(`${kept} holds content/ from an earlier run: move it back to content/ first`);
	process.exit(2);
}
mkdirSync(join(ROOT, '.e2e'), { recursive: true });
renameSync(content, kept);
let status: number;
try {
	cpSync(resolve(folder), content, { recursive: true });
	const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
	const script = rest.includes('--owner') ? ['run', 'test:owner'] : ['test'];
	status = spawnSync(npm, script, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
} finally {
	rmSync(content, { recursive: true, force: true });
	renameSync(kept, content);
}
process.exit(status);

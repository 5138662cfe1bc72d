/**
 * Finds a Chromium for the browser tests and, where none is found, installs one.
 *
 *   node scripts/chromium.ts        print the browser's path, installing one if needed
 *
 * Order: $CHROMIUM_PATH, Playwright's own download, a system chromium on PATH. If none exists:
 * `playwright install chromium`, then (as root, with apt-get) `apt-get install -y chromium`;
 * otherwise it stops and says what to install. Browser tests are never skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** The first Chromium that exists, or null. */
export function findChromium(): string | null {
	const fromEnv = process.env.CHROMIUM_PATH;
	if (fromEnv) {
		if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, but no file is there`);
		return fromEnv;
	}
	const ownBrowser = playwrightChromium();
	if (ownBrowser) return ownBrowser;
	for (const dir of (process.env.PATH ?? '').split(delimiter)) {
		for (const name of SYSTEM_NAMES) {
			const candidate = join(dir, name);
			if (dir && existsSync(candidate)) return candidate;
		}
	}
	return null;
}

function playwrightChromium(): string | null {
	try {
		const path = chromium.executablePath();
		return existsSync(path) ? path : null;
	} catch {
		return null;
	}
}

function tryRun(command: string, args: string[]): boolean {
	console.error(`No Chromium found; trying: ${command} ${args.join(' ')}`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

function hasCommand(name: string): boolean {
	try {
		execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

/** Returns a Chromium path, installing a browser when none is found; exits 1 if it cannot. */
function ensureChromium(): string {
	let found = findChromium();
	if (!found && tryRun('npx', ['playwright', 'install', 'chromium'])) found = findChromium();
	const isRoot = process.getuid?.() === 0;
	if (!found && isRoot && hasCommand('apt-get')) {
		if (
			tryRun('apt-get', ['install', '-y', 'chromium']) ||
			(tryRun('apt-get', ['update']) && tryRun('apt-get', ['install', '-y', 'chromium']))
		) {
			found = findChromium();
		}
	}
	if (!found) {
		console.error(
			'The browser tests need Chromium and none could be installed.\n' +
				'Install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`),\n' +
				'or point CHROMIUM_PATH at a Chromium or Chrome executable, then run npm test again.',
		);
		process.exit(1);
	}
	return found;
}

if (import.meta.main) console.log(ensureChromium());

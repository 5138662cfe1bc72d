// Finds a Chromium for the browser tests ($CHROMIUM_PATH, Playwright's own, a system chromium)
// and installs one where there is none; prints its path. The tests run in its headless shell where
// there is one (less CPU per test). Browser tests are never skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';
import { runMain, type Terminal } from '../../scripts/lib/main.ts';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
/** Debian's package of Chromium's headless shell, and where it puts the binary. */
const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
const HEADLESS_SHELL_NAMES = ['chromium-headless-shell'];

/** The first Chromium that exists, or null. */
export function findChromium(): string | null {
	const fromEnv = process.env.CHROMIUM_PATH;
	if (fromEnv) {
		if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, but no file is there`);
		return fromEnv;
	}
	return playwrightChromium() ?? onPath(SYSTEM_NAMES);
}

/**
 * The browser for the Playwright tests: $CHROMIUM_PATH when set; else a headless shell on PATH
 * when the browser found is a system one (Playwright's own download picks its headless shell
 * by itself, so it is returned as found); else `findChromium()`.
 */
export function findTestBrowser(): string | null {
	const found = findChromium();
	if (process.env.CHROMIUM_PATH || found === playwrightChromium()) return found;
	return onPath(HEADLESS_SHELL_NAMES) ?? found;
}

function onPath(names: string[]): string | null {
	for (const dir of (process.env.PATH ?? '').split(delimiter)) {
		for (const name of names) {
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

function tryRun(reason: string, command: string, args: string[]): boolean {
	console.error(`${reason}; trying: ${command} ${args.join(' ')}`);
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

/** Returns a Chromium path, installing a browser when none is found; null if it cannot. */
function ensureChromium(): string | null {
	let found = findChromium();
	const missing = 'No Chromium found';
	if (!found && tryRun(missing, 'npx', ['playwright', 'install', 'chromium']))
		found = findChromium();
	const apt = process.getuid?.() === 0 && hasCommand('apt-get');
	const packages = ['install', '-y', 'chromium', HEADLESS_SHELL_PACKAGE];
	if (!found && apt) {
		if (
			tryRun(missing, 'apt-get', packages) ||
			(tryRun(missing, 'apt-get', ['update']) && tryRun(missing, 'apt-get', packages))
		) {
			found = findChromium();
		}
	}
	// Beside a system chromium, the headless shell comes from the same packages; without it the
	// tests run in the full browser.
	const system = found !== null && found !== playwrightChromium() && !process.env.CHROMIUM_PATH;
	if (system && apt && !onPath(HEADLESS_SHELL_NAMES)) {
		tryRun('No headless shell found', 'apt-get', ['install', '-y', HEADLESS_SHELL_PACKAGE]);
	}
	if (!found) {
		console.error(
			'The browser tests need Chromium and none could be installed.\n' +
				'Install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`),\n' +
				'or point CHROMIUM_PATH at a Chromium or Chrome executable, then run npm test again.',
		);
	}
	return found;
}

/** Makes sure there is a browser and prints the one the tests use; exit 1 when there is none. */
export function main(_argv: string[], terminal: Terminal): number {
	if (!ensureChromium()) return 1;
	terminal.out(String(findTestBrowser()));
	return 0;
}

await runMain(import.meta, main);

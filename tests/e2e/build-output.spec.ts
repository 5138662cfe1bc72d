/**
 * The build ships only what its pages use: every file emitted into `_astro/` is named by some
 * page, script, style or feed of the build the browser tests run against. An original screenshot
 * copied beside its optimised versions would be downloaded by no one and only grow the deploy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from './env.ts';

/** Every text file of the build (pages, scripts, styles, feeds), concatenated. */
function builtText(dir: string): string {
	return readdirSync(dir, { withFileTypes: true })
		.map((entry) => {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) return builtText(path);
			return /\.(html|js|css|xml|json|webmanifest|txt)$/.test(entry.name)
				? readFileSync(path, 'utf8')
				: '';
		})
		.join('\n');
}

test('every emitted asset is used by some page @desktop', async ({ page }) => {
	// The build is the one the web server serves: wait for it to answer.
	await page.goto('/');
	const text = builtText(DIST);
	const assets = readdirSync(join(DIST, '_astro'));
	expect(assets.filter((name) => /\.(avif|webp|png|jpe?g|svg)$/.test(name))).not.toHaveLength(0);
	expect(assets.filter((name) => !text.includes(name))).toEqual([]);
});

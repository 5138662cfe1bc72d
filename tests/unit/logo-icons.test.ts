// The icons init draws from an SVG logo load nothing the drawing names: a logo pointing at a
// picture on the owner's disk (a path or a file:// address) never draws it into favicon.png.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { iconsFromLogo } from '../../src/init/icons.ts';

const work = mkdtempSync(join(tmpdir(), 'logo-icons-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** How many pixels of a PNG are mostly red (the secret picture's colour). */
async function redPixels(png: Buffer): Promise<number> {
	const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
	let red = 0;
	for (let index = 0; index < data.length; index += info.channels)
		if (
			data[index]! > 200 &&
			data[index + 1]! < 60 &&
			data[index + 2]! < 60 &&
			data[index + 3]! > 128
		)
			red += 1;
	return red;
}

describe('icons from an SVG logo', () => {
	const secret = join(work, 'secret.png');
	test.each([
		['a path', () => secret],
		['a file:// address', () => pathToFileURL(secret).href],
	])('an <image> naming a local picture by %s is not drawn', async (_, href) => {
		await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
			.png()
			.toFile(secret);
		const logo = join(work, `logo-${Math.random().toString(36).slice(2)}.svg`);
		writeFileSync(
			logo,
			`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="8" fill="#0000ff"/><image href="${href()}" xlink:href="${href()}" x="0" y="0" width="64" height="64"/></svg>`,
		);
		const icons = await iconsFromLogo(logo, '#ffffff');
		expect(await redPixels(icons.favicon)).toBe(0);
		expect(await redPixels(icons.touchIcon)).toBe(0);
	});
});

// The line between browser and build code: `npm run lint` fails when a browser module (named
// *.client.ts or *.client.tsx) imports a value that only the build may load.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The errors ESLint reports for `code` as if it were the file at `filePath` (which need not exist). */
async function errors(code: string, filePath: string) {
	const [result] = await eslint.lintText(code, { filePath });
	return result.messages.filter((message) => message.severity === 2);
}

// ESLint reads its config and loads its parsers on the first file: seconds on a busy machine,
// which would otherwise count against the first case's time.
beforeAll(() => errors('', 'src/nav/probe.client.ts'), 60_000);

describe('browser modules import only what a browser may run', () => {
	it.each([
		['the settings values', "import { site } from '../site.ts';", /settings values/],
		['a Node module', "import { site } from 'node:fs';", /Node modules/],
		['a Node module by its bare name', "import { site } from 'path';", /Node modules/],
		['a build-only folder', "import { site } from '../data/content-files.ts';", /\.client/],
		['a build module of its own folder', "import { site } from './nav.ts';", /\.client/],
		['a re-export of a build module', "export { site } from '../share/og.ts';", /\.client/],
		['Astro’s image handling', "import { site } from 'astro:assets';", /astro:\*\/client/],
		['the content collections', "import { site } from 'astro:content';", /astro:\*\/client/],
		['zod', "import { site } from 'astro/zod';", /zod/],
	])('fails on importing %s', async (_what, importLine, advice) => {
		for (const filePath of ['src/nav/probe.client.ts', 'src/islands/Probe.client.tsx']) {
			const found = await errors(`${importLine}\nexport default site;\n`, filePath);
			expect(found.map((message) => message.ruleId)).toEqual([
				'@typescript-eslint/no-restricted-imports',
			]);
			expect(found[0].message).toMatch(advice);
		}
	});

	it.each([
		['another browser module', "import site from '../urls.client.ts';"],
		['a browser module of its own folder', "import site from './menu.client.ts';"],
		['a type from the settings values', "import type site from '../site.ts';"],
		['a type from a build-only folder', "import { type site } from '../data/content-files.ts';"],
		['its CSS module', "import site from './Probe.module.css';"],
		['a package made for the browser', "import site from 'motion';"],
		['Astro’s public variables', "import site from 'astro:env/client';"],
	])('allows importing %s', async (_what, importLine) => {
		const code = `${importLine}\nexport type Site = typeof site;\n`;
		expect(await errors(code, 'src/nav/probe.client.ts')).toEqual([]);
	});

	it('holds a page’s own <script> to the same line', async () => {
		const page = (importLine: string) =>
			`---\nconst title = 'Probe';\n---\n<h1>{title}</h1>\n<script>\n${importLine}\nconsole.log(site);\n</script>\n`;
		const filePath = 'src/components/Probe.astro';
		const found = await errors(page("import { site } from '../site.ts';"), filePath);
		expect(found.map((message) => message.ruleId)).toEqual([
			'@typescript-eslint/no-restricted-imports',
		]);
		expect(await errors(page("import { site } from '../nav/menu.client.ts';"), filePath)).toEqual(
			[],
		);
	});

	it('leaves build modules free to import the build’s own code', async () => {
		const code = "import { site } from '../site.ts';\nexport default site;\n";
		expect(await errors(code, 'src/nav/probe.ts')).toEqual([]);
	});
});

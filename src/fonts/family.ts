/**
 * The owner's font family, named in site.json as Fontsource lists it: its package, and whether it
 * is installed. Without a name the generated files use Inter.
 */
import { createRequire } from 'node:module';
import { fontsource } from './fontsource.ts';

const require = createRequire(import.meta.url);

/** The package of the generated files' font when site.json names none. */
export const DEFAULT_FONT_PACKAGE = '@fontsource/inter';

/** Fontsource's id of a family: lower case, spaces as hyphens ("Source Sans 3": "source-sans-3"). */
export function fontSlug(family: string): string {
	return family.trim().replace(/\s+/g, '-').toLowerCase();
}

/** The Fontsource package of `family`, or Inter's when there is none. */
export function fontPackage(family?: string): string {
	return family ? `@fontsource/${fontSlug(family)}` : DEFAULT_FONT_PACKAGE;
}

/** Whether the package is installed where the build finds it. */
function installed(pkg: string): boolean {
	try {
		require.resolve(`${pkg}/package.json`);
		return true;
	} catch {
		return false;
	}
}

/**
 * The most files a family may come in for one weight: every page's styles carry a rule for each
 * (a Latin family has about 8; the Chinese, Japanese and Korean ones over 100, some 390 KB a page).
 */
export const MAX_SUBSETS = 20;

/**
 * What is wrong with `family` as the site's font, as a content:check line of `siteFile`: not
 * installed, without the upright style the pages and files are drawn in, or in too many files;
 * undefined when fine.
 */
export function fontProblem(family: string, siteFile: string): string | undefined {
	const pkg = fontPackage(family);
	const wrong = (what: string) => `${siteFile}: font: "${family}" ${what}`;
	if (!installed(pkg))
		return wrong(
			`is not installed; run npm install ${pkg}, or fix the name as Fontsource writes it`,
		);
	const font = fontsource(pkg);
	if (!font.styles.includes('normal'))
		return wrong('has no upright (normal) style; choose another family');
	const files = Object.keys(font.unicode).length;
	if (files > MAX_SUBSETS)
		return wrong(
			`comes in ${files} files for each weight, too many for every page's styles (${MAX_SUBSETS} at most); choose a family for Latin, Greek or Cyrillic letters (the pages show Chinese, Japanese and Korean in the visitor's fonts, the PDF and the share images in Noto)`,
		);
	return undefined;
}

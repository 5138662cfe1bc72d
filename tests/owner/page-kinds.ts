/**
 * One built page of each kind, for the browser's checks: a page of every route of the default
 * language (the first project's page for all project pages, the first tag's for all tag pages…),
 * the home page of each other language, and the error page. Read from the build, so any content
 * gives its own list.
 */
import { builtPages } from './site-checks.ts';

/** The kind of the page at `path`: its first segment and depth, or its language's home page. */
function kindOf(path: string, languages: Set<string>): string {
	const segments = path.split('/').filter(Boolean);
	if (segments[0] && languages.has(segments[0])) return `language ${segments[0]}`;
	return `${segments[0] ?? ''}/${segments.length}`;
}

/** A page of each kind of the build in `dist`; `languages` are the other languages' prefixes. */
export function pagesOfEachKind(dist: string, languages: string[]): string[] {
	const prefixes = new Set(languages.map((lang) => lang.toLowerCase()));
	const chosen = new Map<string, string>();
	for (const { path } of builtPages(dist)) {
		const kind = kindOf(path, prefixes);
		const first = chosen.get(kind);
		// A language's home page stands for it; else the first page of the kind in file order.
		const home = kind.startsWith('language ') && path.split('/').length === 2;
		if (!first || home) chosen.set(kind, path);
	}
	return [...chosen.values()].sort();
}

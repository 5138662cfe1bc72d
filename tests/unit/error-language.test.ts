/**
 * Which language's error page the default one shows, by the address asked for: the language
 * whose home the path lies under, the longest such home winning, case aside.
 */
import { expect, test } from 'vitest';
import { languageOfPath, type LanguageHome } from '../../src/i18n/error-language.client.ts';

const AT_ROOT: LanguageHome[] = [
	{ lang: 'en', path: '/' },
	{ lang: 'es', path: '/es' },
	{ lang: 'pt-BR', path: '/pt-br' },
	{ lang: 'pt', path: '/pt' },
];
const UNDER_BASE = AT_ROOT.map(({ lang, path }) => ({
	lang,
	path: path === '/' ? '/repo' : `/repo${path}`,
}));

test.each([
	['/no-such-page', 'en'],
	['/es/no-such-page', 'es'],
	['/es/projects/a/b', 'es'],
	['/ES/No-Such-Page', 'es'],
	['/pt-br/x', 'pt-BR'],
	['/pt/x', 'pt'],
	// A folder that only starts like a language's prefix is not under it.
	['/espanol/x', 'en'],
	['/pt-brx/x', 'en'],
])('at the root, %s is in %s', (path, lang) => {
	expect(languageOfPath(AT_ROOT, path)?.lang).toBe(lang);
});

test.each([
	['/repo/no-such-page', 'en'],
	['/repo/es/no-such-page', 'es'],
	['/repo/pt-br/a/b', 'pt-BR'],
])('under a sub-path, %s is in %s', (path, lang) => {
	expect(languageOfPath(UNDER_BASE, path)?.lang).toBe(lang);
});

test('a path outside the sub-path, or a page without language links, has no language', () => {
	expect(languageOfPath(UNDER_BASE, '/elsewhere/es/x')).toBeUndefined();
	expect(languageOfPath([], '/es/x')).toBeUndefined();
});

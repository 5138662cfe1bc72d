// The error page in the language of the address asked for, where the host serves one error page
// for every path: a small inline script fetches that language's own error page from the site and
// puts its skip link, header, main and footer, title, language and direction in place.

/** A language's home as the page's language switch links it: its tag and path (`/es`, `/base/es`). */
export interface LanguageHome {
	lang: string;
	path: string;
}

/**
 * The language whose home `pathname` lies under (the longest of `homes` that is the path or a
 * folder of it, case aside), or undefined. The default language's home is the site's root.
 */
export function languageOfPath(homes: LanguageHome[], pathname: string): LanguageHome | undefined {
	const path = pathname.toLowerCase();
	const under = homes.filter(({ path: home }) => {
		const prefix = home.toLowerCase().replace(/\/$/, '');
		return path === prefix || path.startsWith(`${prefix}/`);
	});
	return under.sort((a, b) => b.path.length - a.path.length)[0];
}

/** The page's language links (the footer's switch), as homes. */
function languageHomes(doc: Document): LanguageHome[] {
	return [...doc.querySelectorAll<HTMLAnchorElement>('footer a[hreflang]')].map((link) => ({
		lang: link.hreflang,
		path: new URL(link.href).pathname,
	}));
}

/** The parts a language's error page replaces, each once on the page. */
const PARTS = ['.skip-link', 'body > header', 'main', 'body > footer'];

/** Puts `next`'s parts, title, language and direction in place of `doc`'s, keeping the scheme chosen. */
function showPage(doc: Document, next: Document): void {
	const scheme = 'input[name="scheme"]';
	const chosen = doc.querySelector<HTMLInputElement>(`${scheme}:checked`)?.value;
	for (const part of PARTS) {
		const shown = next.querySelector(part);
		if (shown) doc.querySelector(part)?.replaceWith(doc.importNode(shown, true));
	}
	for (const radio of doc.querySelectorAll<HTMLInputElement>(scheme))
		radio.checked = radio.value === chosen;
	const root = doc.documentElement;
	root.lang = next.documentElement.lang;
	const dir = next.documentElement.getAttribute('dir');
	if (dir) root.dir = dir;
	else root.removeAttribute('dir');
	doc.title = next.title;
}

/**
 * Shows the page in the language of `pathname` when it lies under another language's home than
 * the page's own: that language's error page (`<home>/404.html`), fetched from the site. Where the
 * host already served it, or the fetch fails, the page stays as it is.
 */
export async function showErrorInPathLanguage(doc: Document, pathname: string): Promise<void> {
	const language = languageOfPath(languageHomes(doc), pathname);
	if (!language || language.lang === doc.documentElement.lang) return;
	const response = await fetch(`${language.path.replace(/\/$/, '')}/404.html`);
	if (!response.ok) return;
	const next = new DOMParser().parseFromString(await response.text(), 'text/html');
	if (next.documentElement.lang === language.lang) showPage(doc, next);
}

// The error page in the language of the address asked for: a small inline script puts that
// language's texts, carried in a JSON element, into the page served for every unknown path, and
// that language's header and footer, carried in a template, in place of the default one's.

/** One language's texts of the error page, as the page writes them into its JSON element. */
export interface ErrorLanguage {
	lang: string;
	dir: 'ltr' | 'rtl';
	/** The full document title. */
	title: string;
	heading: string;
	text: string;
	status: string;
	homeButton: string;
	/** That language's home page, with the base. */
	home: string;
	skipLink: string;
	/** The skip link's language when it is not this one (a text the language lacks). */
	skipLinkLang?: string;
}

/** The JSON element's content: the base path and each further language's texts by path segment. */
export interface ErrorLanguages {
	base: string;
	languages: Record<string, ErrorLanguage>;
}

/** The language of `pathname` among `data`'s, by its first segment after the base; or undefined. */
export function languageOfPath(data: ErrorLanguages, pathname: string): ErrorLanguage | undefined {
	const rest = pathname.startsWith(data.base) ? pathname.slice(data.base.length) : pathname;
	const segment = rest.split('/').find(Boolean)?.toLowerCase() ?? '';
	return Object.hasOwn(data.languages, segment) ? data.languages[segment] : undefined;
}

/** Puts the header and footer of `template` in place of the page's, keeping the scheme chosen. */
function swapHeaderAndFooter(doc: Document, template: HTMLTemplateElement): void {
	const scheme = 'input[name="scheme"]';
	const chosen = doc.querySelector<HTMLInputElement>(`body > header ${scheme}:checked`)?.value;
	for (const next of template.content.children)
		doc.querySelector(`body > ${next.localName}`)?.replaceWith(doc.importNode(next, true));
	for (const radio of doc.querySelectorAll<HTMLInputElement>(`body > header ${scheme}`))
		radio.checked = radio.value === chosen;
}

/** Switches the page to the requested path's language, when it is one of the others. */
export function showErrorInPathLanguage(doc: Document, pathname: string): void {
	const json = doc.getElementById('error-languages')?.textContent;
	if (!json) return;
	const texts = languageOfPath(JSON.parse(json) as ErrorLanguages, pathname);
	if (!texts) return;
	const root = doc.documentElement;
	const template = doc.querySelector<HTMLTemplateElement>(
		`template[data-error-chrome="${texts.lang}"]`,
	);
	if (template) swapHeaderAndFooter(doc, template);
	root.lang = texts.lang;
	root.dir = texts.dir;
	doc.title = texts.title;
	const set = (selector: string, value: string) => {
		const element = doc.querySelector(selector);
		if (element) element.textContent = value;
	};
	set('#error-heading', texts.heading);
	set('[data-error-text]', texts.text);
	set('[data-error-status]', texts.status);
	set('[data-error-home]', texts.homeButton);
	set('.skip-link', texts.skipLink);
	const skip = doc.querySelector('.skip-link');
	if (texts.skipLinkLang) skip?.setAttribute('lang', texts.skipLinkLang);
	else skip?.removeAttribute('lang');
	doc.querySelector('[data-error-home]')?.setAttribute('href', texts.home);
}

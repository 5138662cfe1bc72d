// The visitor's colour scheme (system, light or dark): radios in the header switch it by CSS alone,
// and a small script in the head remembers the choice and applies it before the first paint.

/** The choices in the order the control shows them; the first, the system's setting, is the default. */
export const SCHEMES = ['system', 'light', 'dark'] as const;

export type Scheme = (typeof SCHEMES)[number];

/** The radios' `name`. */
export const SCHEME_INPUT = 'scheme';

/** The `<html>` attribute that holds a remembered `light` or `dark` while JavaScript runs. */
export const SCHEME_ATTRIBUTE = 'data-scheme';

/** The `localStorage` key of the visitor's choice; no entry means the system's setting. */
export const SCHEME_KEY = 'scheme';

/** The CSS selector of the radio for `scheme`. */
export function schemeRadio(scheme: Scheme, state = ''): string {
	return `input[name="${SCHEME_INPUT}"][value="${scheme}"]${state}`;
}

/**
 * The rules that set `color-scheme` from the choice (the colour tokens are `light-dark()`, so the
 * page follows): without JavaScript the checked radio decides; once the head script has put the
 * remembered choice on `<html>`, that attribute does, so the page never paints in the other scheme
 * while the header's radios are still on their way. On screens only: paper follows the printer.
 */
export function schemeCss(): string {
	const rules = SCHEMES.filter((scheme) => scheme !== 'system').map(
		(scheme) =>
			`\t:root:not([${SCHEME_ATTRIBUTE}]):has(${schemeRadio(scheme, ':checked')}),\n` +
			`\t:root[${SCHEME_ATTRIBUTE}='${scheme}'] {\n\t\tcolor-scheme: ${scheme};\n\t}\n`,
	);
	return `@media screen {\n${rules.join('')}}\n`;
}

const forced = JSON.stringify(SCHEMES.filter((scheme) => scheme !== 'system'));

/**
 * The inline script at the top of every page's head. It applies the remembered choice to `<html>`
 * at once; once the page is parsed (and when a page comes back from the back-forward cache, or
 * another tab chooses) it checks the matching radio; a radio the visitor checks is remembered and
 * applied. Storage a browser refuses leaves the system's setting. Plain ES2019, no imports.
 */
export const SCHEME_SCRIPT = `(() => {
	const root = document.documentElement;
	const read = () => { try { return localStorage.getItem(${JSON.stringify(SCHEME_KEY)}); } catch { return null; } };
	const apply = (value) => ${forced}.includes(value) ? root.setAttribute(${JSON.stringify(SCHEME_ATTRIBUTE)}, value) : root.removeAttribute(${JSON.stringify(SCHEME_ATTRIBUTE)});
	const sync = () => {
		const value = read();
		apply(value);
		const radio = document.querySelector(\`input[name="${SCHEME_INPUT}"][value="\${${forced}.includes(value) ? value : ${JSON.stringify(SCHEMES[0])}}"]\`);
		if (radio) radio.checked = true;
	};
	apply(read());
	document.addEventListener('DOMContentLoaded', sync);
	addEventListener('pageshow', (event) => { if (event.persisted) sync(); });
	addEventListener('storage', (event) => { if (event.key === null || event.key === ${JSON.stringify(SCHEME_KEY)}) sync(); });
	document.addEventListener('change', ({ target }) => {
		if (target.name !== ${JSON.stringify(SCHEME_INPUT)}) return;
		try {
			if (${forced}.includes(target.value)) localStorage.setItem(${JSON.stringify(SCHEME_KEY)}, target.value);
			else localStorage.removeItem(${JSON.stringify(SCHEME_KEY)});
		} catch {}
		apply(target.value);
	});
})();`;

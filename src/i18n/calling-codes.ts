// The contact form's country calling codes: every country libphonenumber knows, named in the page's
// language and in its alphabetical order, the owner's own country first. Read at build time only:
// the page's HTML holds the options, and no script or list of them reaches the browser.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { countryName } from './conventions.ts';

/** One option: the country's ISO 3166 code, its name in the page's language and its code. */
export interface CallingCode {
	code: string;
	name: string;
	dial: string;
}

/**
 * Every country's calling code in `lang`, sorted by the language's collation, with `first` (the
 * owner's country, an ISO 3166 code) at the top when it is one of them.
 */
export function callingCodes(lang: string, first?: string): CallingCode[] {
	const collator = new Intl.Collator(lang);
	const codes = getCountries()
		.map((code) => ({ code, name: countryName(code, lang), dial: getCountryCallingCode(code) }))
		.sort((a, b) => collator.compare(a.name, b.name));
	const own = codes.findIndex((entry) => entry.code === first?.toUpperCase());
	return own < 0 ? codes : [codes[own]!, ...codes.slice(0, own), ...codes.slice(own + 1)];
}

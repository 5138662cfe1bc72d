// The one view of the résumé that the About page, the résumé page and the PDF read, in one
// language: the header (name, job title, contact lines), the summary and the sections.
import type { Pages } from '../schemas/pages.ts';
import type { Resume } from '../schemas/resume.ts';
import { paragraphs, personOf, type Person } from './person.ts';
import { countryName, phraseOf, separatorOf } from '../i18n/conventions.ts';
import {
	resumeSections,
	type ResumeEntry,
	type ResumeSection,
	type SectionKey,
} from './sections.ts';

/** One line of the contact list under the owner's name. */
export interface ContactLine {
	/** The e-mail address, phone number, web address or place; a profile's address, no scheme. */
	text: string;
	/** Where it links: the e-mail address, a web address or a profile. */
	href?: string;
	/** A profile's network ("GitHub"): the page's link text, where paper shows the address. */
	network?: string;
}

/** The top of the résumé. */
export interface ResumeHeader {
	name: string;
	/** The job title. */
	label: string;
	/** E-mail, phone, web address, place, then the profiles. */
	contact: ContactLine[];
	/** The mark between the contact lines drawn on one line: " · ". */
	separator: string;
}

/** The résumé as the pages and the PDF show it. */
export interface ResumeView {
	header: ResumeHeader;
	/** The summary's paragraphs. */
	summary: string[];
	sections: ResumeSection[];
}

/**
 * Where the owner is: address, city, postal code, region and the country named in `lang`
 * ("Tokyo, Japan", "東京、日本"), as far as the published résumé says.
 */
function placeOf(resume: Resume, lang: string): string {
	const location = resume.basics?.location;
	const country = location?.countryCode && countryName(location.countryCode, lang);
	return phraseOf(
		[location?.address, location?.city, location?.postalCode, location?.region, country],
		lang,
	);
}

/** The contact lines, in the order the résumé page and the PDF list them. */
function contactOf(resume: Resume, person: Person, lang: string): ContactLine[] {
	const basics = resume.basics ?? {};
	const place = placeOf(resume, lang);
	return [
		...(person.email ? [{ text: person.email, href: `mailto:${person.email}` }] : []),
		...(basics.phone ? [{ text: basics.phone }] : []),
		...(basics.url ? [{ text: basics.url, href: basics.url }] : []),
		...(place ? [{ text: place }] : []),
		...person.profiles.map((profile) => ({
			text: profile.url.replace(/^https?:\/\/(www\.)?/, ''),
			href: profile.url,
			network: profile.label,
		})),
	];
}

/**
 * The view of the published résumé in the language of `copy` (its headings, dates, "now", lists,
 * punctuation and country names). `wordsLang(path)` is the language of the résumé's words at a
 * dotted path (`skills`, `basics.location.city`) where a translation left them to the default
 * language's: those are joined in that language.
 */
export function resumeView(
	resume: Resume,
	copy: Pick<Pages, 'lang' | 'resume'>,
	wordsLang: (path: string) => string | undefined = () => undefined,
): ResumeView {
	const lang = copy.lang;
	const person = personOf(resume);
	const placeLang = wordsLang('basics.location.city') ?? lang;
	return {
		header: {
			name: person.name,
			label: person.jobTitle,
			contact: contactOf(resume, person, placeLang),
			separator: separatorOf(lang),
		},
		summary: paragraphs(resume.basics?.summary),
		sections: resumeSections(
			resume,
			copy.resume.sections,
			copy.resume.present,
			lang,
			(key) => wordsLang(key) ?? lang,
		),
	};
}

/** The entries of one section of the view; none when the résumé has none. */
export function entriesOf(view: ResumeView, key: SectionKey): ResumeEntry[] {
	return view.sections.find((section) => section.key === key)?.entries ?? [];
}

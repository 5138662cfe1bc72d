// What init writes into site.json: texts derived from the owner's résumé in the words of their
// default language, the theme (the sample's, or made around their accent colour), and of the
// sample's settings only those that are no text: no word of the previous owner.
import { AA_TEXT, contrastRatio, mix } from '../schemas/colour/contrast.ts';
import type { ThemeSettings } from '../schemas/colour/theme.ts';
import type { Resume } from '../schemas/resume.ts';
import type { Site } from '../schemas/site.ts';
import { paragraphs } from '../resume/person.ts';
import { logoAltOf, phraseOf, sentencesOf } from '../i18n/conventions.ts';

/** The most characters of the résumé's summary that the welcome and the description take. */
const WELCOME_LENGTH = 280;
const DESCRIPTION_LENGTH = 200;

/** The first sentences of `text` that fit in `length` characters (at least the first one). */
export function firstSentences(text: string, length: number, lang = 'en'): string {
	const sentences = [...new Intl.Segmenter(lang, { granularity: 'sentence' }).segment(text)].map(
		(part) => part.segment,
	);
	let out = sentences[0] ?? '';
	for (const sentence of sentences.slice(1)) {
		if ((out + sentence).trim().length > length) break;
		out += sentence;
	}
	return out.trim();
}

/** Whole years from the earliest job's start to `today`; 0 without dated jobs. */
export function yearsSince(resume: Resume, today: Date): number {
	const starts = (resume.work ?? [])
		.map((job) => job.startDate?.split('-').map(Number))
		.filter((parts): parts is number[] => Boolean(parts && Number.isInteger(parts[0])))
		.map(([year, month = 1]) => new Date(Date.UTC(year!, month - 1, 1)));
	if (starts.length === 0) return 0;
	const first = Math.min(...starts.map((date) => date.getTime()));
	return Math.max(0, Math.floor((today.getTime() - first) / (365.25 * 24 * 3600 * 1000)));
}

/** The owner's texts of site.json, from who the résumé says they are. */
export function textsFrom(resume: Resume, lang: string) {
	const basics = resume.basics ?? {};
	const name = basics.name ?? '';
	const label = basics.label ?? '';
	const summary = paragraphs(basics.summary)[0] ?? '';
	const opening = summary ? firstSentences(summary, DESCRIPTION_LENGTH, lang) : '';
	return {
		welcome: summary ? firstSentences(summary, WELCOME_LENGTH, lang) : sentencesOf([label], lang),
		// In the language's punctuation: "Jane Doe, Engineer. …", "山田太郎、エンジニア。…".
		description: sentencesOf([phraseOf([name, label], lang), opening], lang),
		logoAlt: logoAltOf(name, lang),
	};
}

/** `colour` moved towards `target` until it reaches AA contrast on `ground`. */
function readableOn(colour: string, ground: string, target: string): string {
	for (let weight = 1; weight >= 0; weight -= 0.05) {
		const tried = mix(colour, target, weight);
		if (contrastRatio(tried, ground) >= AA_TEXT) return tried;
	}
	return target;
}

/**
 * `theme` with the accent `accent` (#rrggbb): as given where it reads on the header and the dark
 * background, darkened for the light scheme, each only as far as AA contrast needs.
 */
export function themeWithAccent(theme: ThemeSettings, accent: string): ThemeSettings {
	const { light, dark, header } = theme;
	const onLight = readableOn(accent, light.surface ?? light.background, light.text);
	const lightAccent = readableOn(onLight, light.background, light.text);
	return {
		light: { ...light, accent: lightAccent, link: lightAccent },
		dark: {
			...dark,
			accent: readableOn(accent, dark.background, dark.text),
			link: readableOn(accent, dark.surface ?? dark.background, dark.text),
		},
		header: { ...header, accent: readableOn(accent, header.background, header.text) },
	};
}

/**
 * The sample's settings init keeps: how notes are listed and where the résumé link sits. Its texts
 * (the footer's note, the welcome, the logo's text) are the sample owner's words, in the
 * sample's language, and are never kept.
 */
export function keptFromSample(previous: Site): Partial<Site> {
	return {
		...(previous.notes && { notes: previous.notes }),
		...(previous.resumeInHeader !== undefined && { resumeInHeader: previous.resumeInHeader }),
	};
}

/** The settings init writes: the owner's address, languages and texts over what the sample keeps. */
export function siteFrom(
	previous: Site,
	resume: Resume,
	choices: { url: string; languages: string[]; logo: string; icon: string; accent?: string },
	today: Date,
): Site {
	const texts = textsFrom(resume, choices.languages[0] ?? 'en');
	return {
		url: choices.url,
		languages: choices.languages,
		welcome: texts.welcome,
		description: texts.description,
		yearsOfExperience: yearsSince(resume, today),
		...keptFromSample(previous),
		copyrightYear: today.getUTCFullYear(),
		logo: { src: choices.logo, alt: texts.logoAlt },
		icon: choices.icon,
		touchIcon: 'apple-touch-icon.png',
		theme: choices.accent ? themeWithAccent(previous.theme, choices.accent) : previous.theme,
	};
}

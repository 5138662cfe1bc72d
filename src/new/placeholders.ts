// What `content:new` writes into a new project, note or application for the owner to replace, in
// the site's default language: the one place of each placeholder, in every built-in language.
import SCAFFOLD_TEXTS from './scaffold-texts.json' with { type: 'json' };

/** The words of the scaffolds in one language (every built-in one has them). */
export type ScaffoldTexts = (typeof SCAFFOLD_TEXTS)['en'];

/** The scaffolds' words by language tag. */
export const TEXTS = SCAFFOLD_TEXTS as Record<string, ScaffoldTexts>;

/**
 * The scaffolds' words in `lang`: by its whole tag, else by its primary subtag (`de-CH` → `de`,
 * `zh-Hant` → `zh-TW`), else English.
 */
export function scaffoldTexts(lang: string): ScaffoldTexts {
	const [primary = '', ...rest] = lang.split('-');
	const traditional = /^(hant|tw|hk|mo)$/i;
	const tag = Object.keys(TEXTS).find((known) => known.toLowerCase() === lang.toLowerCase());
	const chinese =
		primary.toLowerCase() === 'zh' &&
		(rest.some((part) => traditional.test(part)) ? 'zh-TW' : 'zh-CN');
	return TEXTS[tag ?? (chinese || primary.toLowerCase())] ?? TEXTS.en!;
}

/**
 * What `content:new` writes into a new project in `lang`, for the owner to replace.
 * `content:check` refuses each of them in every language, so a scaffolded project cannot reach
 * the site with an invented address or description.
 */
export function projectPlaceholders(lang: string) {
	const texts = scaffoldTexts(lang);
	return {
		href: 'https://example.com',
		github: 'https://github.com/you/repository',
		desc: (title: string) => texts.desc.replace('{title}', title),
		image: texts.image,
		body: [
			`## ${texts.what}`,
			'',
			`<!-- ${texts.whatHint} -->`,
			'',
			`## ${texts.how}`,
			'',
			`<!-- ${texts.howHint} -->`,
			'',
			`## ${texts.learned}`,
			'',
			`<!-- ${texts.learnedHint} -->`,
			'',
		].join('\n'),
	};
}

/** The project scaffold in English. */
export const PLACEHOLDERS = projectPlaceholders('en');

/** What `content:new --note` writes in `lang` for the owner to replace; `content:check` refuses each. */
export function notePlaceholders(lang: string) {
	const texts = scaffoldTexts(lang);
	return {
		description: (title: string) => texts.note.replace('{title}', title),
		body: `<!-- ${texts.noteBody} -->\n`,
	};
}

/**
 * What `content:new --application` writes in `lang`: the role to replace and the letter's
 * opening comment, which the check refuses while they are there.
 */
export function applicationPlaceholders(lang: string) {
	const texts = scaffoldTexts(lang);
	return { role: texts.role, body: `<!-- ${texts.letter}\n${texts.fields} -->\n` };
}

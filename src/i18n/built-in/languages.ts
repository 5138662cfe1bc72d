// The languages the template ships its interface texts in, and which of them serves a page
// language. Each language's texts are a JSON file here, `<tag>.json`, with the key tree of
// content/pages.json; the type check below refuses a file that leaves a text out, and a unit
// test checks each against the schema. How they are written:
// - as a native speaker writes an interface, not word for word from English; one way of
//   addressing the visitor per language (German "Sie", French "vous", Brazilian "você");
//   the language's own punctuation (French non-breaking spaces before : ; ! ?, Arabic commas);
// - a text with a count (`projects.moreTags`, `projects.filtered`, the tag descriptions,
//   `notes.readingTime`, `about.experienceSummary`, `search.results`) is one text or an object of
//   the plural forms the language has (zero, one, two, few, many, other; `other` required);
// - a text inserting a tag, a name or a title lets the value stand alone (a label and a colon,
//   quotation marks, or apposition such as "tagged {tag}"), so no value needs a case ending;
// - the projects' and notes' introductions are the owner's words until the owner writes them.
import type { InterfaceTexts } from '../texts.ts';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ptBR from './pt-BR.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };
import ca from './ca.json' with { type: 'json' };
import cs from './cs.json' with { type: 'json' };
import da from './da.json' with { type: 'json' };
import el from './el.json' with { type: 'json' };
import fa from './fa.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import gl from './gl.json' with { type: 'json' };
import he from './he.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import nb from './nb.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import sk from './sk.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };
import th from './th.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

/** Every language's texts by tag; `satisfies` fails the type check on a text left out. */
const BUILT_IN = {
	en,
	es,
	de,
	fr,
	'pt-BR': ptBR,
	ar,
	ca,
	cs,
	da,
	el,
	fa,
	fi,
	gl,
	he,
	hi,
	hu,
	id,
	it,
	ja,
	ko,
	lv,
	nb,
	nl,
	pl,
	pt,
	ro,
	ru,
	sk,
	sv,
	th,
	tr,
	uk,
	vi,
	'zh-CN': zhCN,
	'zh-TW': zhTW,
} satisfies Record<string, InterfaceTexts>;

/** Tags that name a built-in language under another tag: Chinese by script or region. */
const ALIASES: Record<string, string> = {
	zh: 'zh-CN',
	'zh-hans': 'zh-CN',
	'zh-sg': 'zh-CN',
	'zh-hant': 'zh-TW',
	'zh-hk': 'zh-TW',
	'zh-mo': 'zh-TW',
};

/** The language tags the template ships every interface text in. */
export const BUILT_IN_LANGUAGES: readonly string[] = Object.keys(BUILT_IN);

/** The English texts: every key, in the order the texts are listed. */
export const english: InterfaceTexts = en;

/**
 * The built-in language that serves `lang`: the same tag (`pt-BR`), else an alias's (`zh-Hant`
 * → `zh-TW`, `zh` → `zh-CN`), else its language when that is one (`de` for `de-CH`). Portuguese
 * is two: `pt-BR` Brazil's words, `pt` Portugal's, which every other region's (`pt-PT`, `pt-AO`)
 * follows.
 */
export function builtInLanguage(lang: string): string | undefined {
	const lower = lang.toLowerCase();
	const same = BUILT_IN_LANGUAGES.find((tag) => tag.toLowerCase() === lower);
	if (same) return same;
	const parts = lower.split('-');
	for (let length = parts.length; length > 0; length -= 1) {
		const alias = ALIASES[parts.slice(0, length).join('-')];
		if (alias && BUILT_IN_LANGUAGES.includes(alias)) return alias;
	}
	return BUILT_IN_LANGUAGES.find((tag) => tag === parts[0]);
}

/** The interface texts the template ships for `lang`, or undefined when it ships none. */
export function builtInTexts(lang: string): InterfaceTexts | undefined {
	const tag = builtInLanguage(lang);
	return tag === undefined ? undefined : (BUILT_IN as Record<string, InterfaceTexts>)[tag];
}

// The "Notes" link of the header and the footer: there once the owner publishes notes and turns it
// on (site.json's notes.inNav), after the four main links.
import type { NavLink } from '../nav/nav.ts';
import { noteSettings } from '../schemas/site.ts';
import { languageOf } from '../site.ts';
import { getNotes } from '../stories/stories.ts';

/** The link to the notes in `lang`, or none. */
export async function notesNavLink(lang: string): Promise<NavLink | undefined> {
	const { site, t } = languageOf(lang);
	const title = t('notes.title');
	if (!title.text || !noteSettings(site).inNav || (await getNotes(lang)).length === 0)
		return undefined;
	return { title: title.text, path: '/notes', ...(title.lang ? { lang: title.lang } : {}) };
}

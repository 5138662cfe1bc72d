// A note's text as a feed carries it: the HTML its page shows, rendered by Astro's container from
// the same Markdown pipeline (the same sanitising, classes and optimised images), then made ready
// for a feed reader.
import { render } from 'astro:content';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { feedReadyHtml } from '../security/feed-html.ts';
import type { Note } from '../stories/stories.ts';
import { shownStory } from './notes.ts';

let container: Promise<AstroContainer> | undefined;
const rendered = new Map<string, Promise<string>>();

/**
 * The feed HTML of `note` in the language `lang` (its translation's text, or its own), rendered
 * once a build however many feeds carry it. `pageUrl` is the note's absolute address.
 */
export function noteFeedHtml(note: Note, lang: string, pageUrl: string): Promise<string> {
	const key = `${lang}\n${note.id}`;
	let html = rendered.get(key);
	if (!html) {
		html = (async () => {
			container ??= AstroContainer.create();
			const { Content } = await render(shownStory(note));
			return feedReadyHtml(await (await container).renderToString(Content), pageUrl);
		})();
		rendered.set(key, html);
	}
	return html;
}

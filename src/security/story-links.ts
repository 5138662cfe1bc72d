// The links and images of a story's Markdown that lead to the writer's own computer (a file, a
// drive, a share, localhost): published, each would be dead for every visitor, or worse, live.
import { isLocalAddress, localAddressMessage } from '../schemas/messages.ts';
import { storyParts } from './story-images.ts';

/** The `href` and `src` values of raw HTML. */
const HTML_ADDRESS = /\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * Every address a story's Markdown publishes: links and images (inline, automatic, by
 * reference), and the `href` and `src` of its raw HTML; code blocks and code spans are text.
 */
export function storyAddresses(markdown: string): string[] {
	const { nodes, definitions, references } = storyParts(markdown);
	const found = nodes.flatMap(({ type, value }) =>
		type === 'html'
			? [...value.matchAll(HTML_ADDRESS)].map((match) => match[1] ?? match[2] ?? match[3] ?? '')
			: [value],
	);
	for (const { identifier } of references) {
		const url = definitions.get(identifier);
		if (url) found.push(url);
	}
	return [...new Set(found)];
}

/**
 * What to write instead of `address`: in a page's story, a page of the development server
 * (`localhost:4321/about`) is that page of the site; anything else needs its address on the web.
 */
function fixFor(address: string, onSite: boolean): string {
	const url = URL.parse(address);
	return onSite && url && /^https?:$/.test(url.protocol)
		? `write ${url.pathname}${url.search}${url.hash} to link that page of your site, or link the address on the web`
		: 'link its address on the web; a picture goes beside the Markdown file, as ./picture.png';
}

/**
 * One line per address of the Markdown `body` (of the file shown as `shown`) on the writer's
 * computer; `onSite` is false for a text read outside the site (a cover letter).
 */
export function localLinkProblems(shown: string, body: string, onSite = true): string[] {
	return storyAddresses(body)
		.filter(isLocalAddress)
		.map(
			(address) =>
				`${shown}: (body): the link ${localAddressMessage(address, fixFor(address, onSite))}`,
		);
}

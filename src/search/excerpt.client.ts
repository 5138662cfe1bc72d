// A search result's excerpt as text and highlighted words: Pagefind gives escaped text with the
// matched words in `<mark>`, which the page rebuilds as text nodes, never as HTML.

/** A run of the excerpt's text, highlighted or not. */
export interface ExcerptPart {
	text: string;
	marked: boolean;
}

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	'#39': "'",
	'#x27': "'",
};

/** `html`'s character references for `& < > " '` turned back into the characters. */
function unescape(html: string): string {
	return html.replace(
		/&(amp|lt|gt|quot|apos|#39|#x27);/g,
		(_whole, name: string) => ENTITIES[name]!,
	);
}

/** The excerpt's runs in order: the text between `<mark>` tags is marked; no other tag is kept. */
export function excerptParts(excerpt: string): ExcerptPart[] {
	const parts: ExcerptPart[] = [];
	let marked = false;
	for (const piece of excerpt.split(/(<\/?mark>)/)) {
		if (piece === '<mark>' || piece === '</mark>') {
			marked = piece === '<mark>';
			continue;
		}
		const text = unescape(piece.replace(/<[^>]*>/g, ''));
		if (text) parts.push({ text, marked });
	}
	return parts;
}

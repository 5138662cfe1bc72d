/**
 * What a link-preview image (1200x630) shows and where: the page's heading, description, tags and
 * screenshot over the owner's light-theme colours, with a band holding the owner's name and site.
 */
import type { resolveTheme } from '../schemas/colour/palette.ts';
import { directionOf } from '../i18n/languages.ts';

/** The image's width and height in pixels. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** What one page's image shows. Content text only: satori lays it out, nothing is markup. */
export interface OgCard {
	/** The page's heading: up to two lines, then an ellipsis. */
	title: string;
	/** Up to three lines under it, then an ellipsis. */
	description?: string;
	/** Shown as pills, as many as fit on one line. */
	tags?: string[];
	/** A screenshot file (PNG, JPEG, WebP, AVIF or SVG), shown beside the text. */
	screenshot?: string;
	/** The band's left side: the owner's name. */
	owner: string;
	/** The band's right side: the site's address without the scheme. */
	site: string;
	/** The page's language: which Chinese, Japanese or Korean forms a shared character takes. */
	lang?: string;
	/** The site's font family (its Fontsource name); Inter when not given. */
	font?: string;
}

/** The name the card's texts ask satori for: the site's family, whichever it is. */
export const OG_FONT = 'Site';

/** The colours it is drawn in: the owner's light scheme and the header band. */
export interface OgColours {
	background: string;
	text: string;
	muted: string;
	accent: string;
	tag: string;
	surface: string;
	bandBackground: string;
	bandText: string;
}

/** The drawing's colours from a resolved theme: its light scheme and its header band. */
export function ogColoursOf(theme: ReturnType<typeof resolveTheme>): OgColours {
	const { background, text, muted, accent, tag, surface } = theme.light;
	return {
		background,
		text,
		muted,
		accent,
		tag,
		surface,
		bandBackground: theme.header.background,
		bandText: theme.header.text,
	};
}

/** The screenshot's width and height on the image (8:5, like the cards). */
export const OG_SHOT = { width: 440, height: 275 };
/** The text column's width: the image less its side padding, and the screenshot and gap. */
const PADDING = 72;
const GAP = 48;
const textWidth = (shot: boolean) => OG_WIDTH - 2 * PADDING - (shot ? OG_SHOT.width + GAP : 0);

/**
 * The tags that fit on one line of `width` px, in order. A pill is its padding plus at most
 * 15 px a character (Inter at 24 px averages 12 to 14), so the estimate errs on the short side;
 * the row also clips, should a pill still not fit.
 */
function fittingTags(tags: string[], width: number): string[] {
	const fitting: string[] = [];
	let used = 0;
	for (const tag of tags) {
		const pill = 32 + 15 * [...tag].length + (fitting.length > 0 ? 10 : 0);
		if (used + pill > width) break;
		used += pill;
		fitting.push(tag);
	}
	return fitting;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
	type,
	props: { style, children },
});

/** Text cut after `lines` lines with an ellipsis. */
function clamped(text: string, lines: number, style: Record<string, unknown>): Node {
	return h(
		'div',
		{
			display: 'block',
			lineClamp: lines,
			textOverflow: 'ellipsis',
			overflow: 'hidden',
			...style,
		},
		text,
	);
}

/** The element tree satori lays out. `shot` is the screenshot as a data URL. */
export function ogTree(card: OgCard, colours: OgColours, shot?: string): Node {
	const tags = fittingTags(card.tags ?? [], textWidth(Boolean(shot))).map((tag) =>
		h(
			'div',
			{
				display: 'flex',
				padding: '6px 16px',
				borderRadius: 8,
				background: colours.tag,
				color: colours.text,
				fontSize: 24,
				flexShrink: 0,
			},
			tag,
		),
	);
	const text = h(
		'div',
		{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: 24 },
		[
			clamped(card.title, 2, {
				fontSize: 64,
				fontWeight: 700,
				lineHeight: 1.15,
				color: colours.text,
			}),
			card.description &&
				clamped(card.description, 3, { fontSize: 30, lineHeight: 1.4, color: colours.muted }),
			tags.length > 0 && h('div', { display: 'flex', gap: 10, overflow: 'hidden' }, tags),
		].filter(Boolean),
	);
	const picture =
		shot &&
		h(
			'img',
			{
				width: OG_SHOT.width,
				height: OG_SHOT.height,
				borderRadius: 16,
				border: `2px solid ${colours.tag}`,
				objectFit: 'cover',
				flexShrink: 0,
			},
			undefined,
		);
	if (picture)
		Object.assign(picture.props, { src: shot, width: OG_SHOT.width, height: OG_SHOT.height });
	return h(
		'div',
		{
			display: 'flex',
			flexDirection: 'column',
			width: OG_WIDTH,
			height: OG_HEIGHT,
			background: colours.background,
			fontFamily: OG_FONT,
			// A right-to-left language's card is mirrored, as its page is: its texts start at the
			// right, each line in that direction, and the band holds the name on the right.
			direction: directionOf(card.lang ?? 'en'),
		},
		[
			h('div', { display: 'flex', height: 10, background: colours.accent }, undefined),
			h(
				'div',
				{
					display: 'flex',
					flex: 1,
					alignItems: 'center',
					gap: GAP,
					padding: `48px ${PADDING}px`,
					overflow: 'hidden',
				},
				[text, picture].filter(Boolean),
			),
			h(
				'div',
				{
					display: 'flex',
					justifyContent: 'space-between',
					alignItems: 'center',
					gap: 32,
					height: 96,
					padding: `0 ${PADDING}px`,
					background: colours.bandBackground,
					color: colours.bandText,
					fontSize: 28,
				},
				[
					h(
						'div',
						{ display: 'block', fontWeight: 700, lineClamp: 1, textOverflow: 'ellipsis' },
						card.owner,
					),
					h('div', { display: 'flex', flexShrink: 0 }, card.site),
				],
			),
		],
	);
}

// The owner's colours (`theme` in content/site.json) with the omitted ones filled in, and the
// text/background pairs the site draws with them, each with the contrast WCAG AA needs.
import { AA_LARGE, AA_TEXT, contrastRatio, formatRatio, mix } from './contrast.ts';

/** One colour scheme as the owner writes it: three colours required, the rest optional. */
export interface SchemeColours {
	/** The page background. */
	background: string;
	/** Body text. */
	text: string;
	/** Job title, highlights, and the dark scheme's buttons. */
	accent: string;
	/** Cards and About blocks; defaults to the background. */
	surface?: string;
	/** Secondary text (intros, dates); defaults to a mix of text and background. */
	muted?: string;
	/** Links in text; defaults to the accent. */
	link?: string;
	/** The keyboard focus ring; defaults to the accent. */
	focus?: string;
	/** Tag and skill pills; defaults to a tint of the text on the background. */
	tag?: string;
	/** Form error messages. */
	error?: string;
}

/** The header and footer band: the same in both schemes, and the browser's `theme-color`. */
export interface BandColours {
	background: string;
	text: string;
	/** Hover colour and focus ring on the band, and the skip link. */
	accent: string;
	/** The copyright line and the menu's borders; defaults to a mix of text and background. */
	muted?: string;
}

export interface Theme {
	light: SchemeColours;
	dark: SchemeColours;
	header: BandColours;
}

export type Resolved<T> = { [K in keyof T]-?: string };

/** What an omitted optional colour becomes, and the words a message uses for it. */
const DERIVED = {
	surface: { from: 'background', make: (s: SchemeColours) => s.background },
	muted: {
		from: 'text and background',
		make: (s: SchemeColours) => mix(s.text, s.background, 0.72),
	},
	link: { from: 'accent', make: (s: SchemeColours) => s.accent },
	focus: { from: 'accent', make: (s: SchemeColours) => s.accent },
	tag: { from: 'text and background', make: (s: SchemeColours) => mix(s.text, s.background, 0.07) },
} as const;

/** Form errors keep a red the owner may override; these pass AA on the shipped backgrounds. */
const DEFAULT_ERROR = { light: '#b42318', dark: '#ff8a80' } as const;

/** Every colour of the theme, the omitted ones filled in. */
export function resolveTheme(theme: Theme): {
	light: Resolved<SchemeColours>;
	dark: Resolved<SchemeColours>;
	header: Resolved<BandColours>;
} {
	const scheme = (colours: SchemeColours, name: 'light' | 'dark') => ({
		...colours,
		surface: colours.surface ?? DERIVED.surface.make(colours),
		muted: colours.muted ?? DERIVED.muted.make(colours),
		link: colours.link ?? DERIVED.link.make(colours),
		focus: colours.focus ?? DERIVED.focus.make(colours),
		tag: colours.tag ?? DERIVED.tag.make(colours),
		error: colours.error ?? DEFAULT_ERROR[name],
	});
	const { header } = theme;
	return {
		light: scheme(theme.light, 'light'),
		dark: scheme(theme.dark, 'dark'),
		header: { ...header, muted: header.muted ?? mix(header.text, header.background, 0.8) },
	};
}

/** A foreground colour drawn on a background, the field that sets each, and the AA minimum. */
export interface ContrastPair {
	/** Path of the foreground field, e.g. ['theme', 'dark', 'accent']. */
	path: string[];
	/** Path of the background field it is drawn on. */
	on: string[];
	/** What the site draws with it. */
	use: string;
	minimum: number;
}

/** Every text/background pair the site draws, and the focus rings. */
export function contrastPairs(): ContrastPair[] {
	const pairs: ContrastPair[] = [];
	const add = (fg: string[], bg: string[], use: string, minimum = AA_TEXT) =>
		pairs.push({ path: ['theme', ...fg], on: ['theme', ...bg], use, minimum });
	for (const scheme of ['light', 'dark']) {
		for (const ground of ['background', 'surface']) {
			add([scheme, 'text'], [scheme, ground], 'text');
			add([scheme, 'muted'], [scheme, ground], 'secondary text');
			add([scheme, 'link'], [scheme, ground], 'links');
			add([scheme, 'error'], [scheme, ground], 'form errors');
			add([scheme, 'focus'], [scheme, ground], 'the focus ring', AA_LARGE);
		}
		add([scheme, 'text'], [scheme, 'tag'], 'tag text');
		add([scheme, 'accent'], [scheme, 'background'], 'the job title and buttons');
	}
	add(['header', 'text'], ['header', 'background'], 'header and footer text');
	add(['header', 'muted'], ['header', 'background'], 'the copyright line');
	add(
		['header', 'accent'],
		['header', 'background'],
		'hovered links, the skip link and the chosen colour scheme',
	);
	return pairs;
}

/**
 * The pairs below their minimum, as `{ path, message }`: "#5b6b80 on #0f1c2e is 2.9:1, needs
 * 4.5:1 (...)". A colour the owner left out is named as made from the ones it comes from.
 */
export function contrastProblems(theme: Theme): { path: string[]; message: string }[] {
	const resolved = resolveTheme(theme) as unknown as Record<string, Record<string, string>>;
	const given = theme as unknown as Record<string, Record<string, string | undefined>>;
	const colour = ([, group, field]: string[]) => resolved[group][field];
	const origin = ([, group, field]: string[]) => {
		if (given[group][field] !== undefined) return '';
		const derived = DERIVED[field as keyof typeof DERIVED];
		return derived
			? `; not set, so made from theme.${group}.${derived.from.replace(' and ', ` and theme.${group}.`)}`
			: '; not set, so the default';
	};
	return contrastPairs().flatMap((pair) => {
		const [fg, bg] = [colour(pair.path), colour(pair.on)];
		const ratio = contrastRatio(fg, bg);
		if (ratio >= pair.minimum) return [];
		return [
			{
				path: pair.path,
				message:
					`${fg} on ${bg} is ${formatRatio(ratio)}, needs ${pair.minimum}:1 ` +
					`(${pair.use} on ${pair.on.join('.')}${origin(pair.path)}); ` +
					`choose colours further apart in lightness`,
			},
		];
	});
}

// WCAG 2 contrast maths for #rrggbb colours: luminance, contrast ratio, and the mix of two colours.
// https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio

/** A colour as a content file writes it: `#rrggbb` (or the short `#rgb`). */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The minimum ratios of WCAG AA: body text, and large text or focus rings and other UI parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/** The red, green and blue channels (0-255) of `#rrggbb` or `#rgb`. */
export function channels(hex: string): [number, number, number] {
	if (!HEX_COLOUR.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
	const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
	return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** `#rrggbb`, lowercase, from channels (rounded and clamped to 0-255). */
export function toHex(rgb: readonly number[]): string {
	const byte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
	return `#${rgb.map((value) => byte(value).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function luminance(hex: string): number {
	const [r, g, b] = channels(hex).map((value) => {
		const c = value / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as a message shows it, rounded down to one decimal (`2.9:1`), so a ratio just under a
 * threshold never reads as meeting it (4.49 shows as 4.4, not 4.5).
 */
export function formatRatio(ratio: number): string {
	return `${Math.floor(ratio * 10) / 10}:1`;
}

/** `weight` of `a` mixed with the rest of `b`, channel by channel in sRGB, as `#rrggbb`. */
export function mix(a: string, b: string, weight: number): string {
	const [ca, cb] = [channels(a), channels(b)];
	return toHex(ca.map((value, i) => value * weight + cb[i] * (1 - weight)));
}

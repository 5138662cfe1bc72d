import { describe, expect, test } from 'vitest';
import { contrastRatio } from '../../src/schemas/colour/contrast.ts';
import { contrastPairs, resolveTheme } from '../../src/schemas/colour/palette.ts';
import { themeCss, themeTokens } from '../../src/theme/tokens.ts';
import { themeSchema } from '../../src/schemas/colour/theme.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { formatIssues } from '../../src/schemas/messages.ts';
import site from '../fixtures/content-sample/site.json' with { type: 'json' };

/** A theme that passes; each case below breaks one thing. */
const valid = {
	light: { background: '#ffffff', text: '#1a1a1a', accent: '#0b6e4f' },
	dark: { background: '#101418', text: '#f0f0f0', accent: '#7fd1ae' },
	header: { background: '#2b1a47', text: '#ffffff', accent: '#ffd166' },
};

const problems = (theme: unknown) => {
	const result = themeSchema.safeParse(theme);
	return result.success ? [] : formatIssues('content/site.json', result.error, ['theme']);
};

describe('theme', () => {
	test('the shipped theme passes every pair the site draws', () => {
		const theme = siteSchema.parse(site).theme;
		const resolved = resolveTheme(theme) as unknown as Record<string, Record<string, string>>;
		for (const pair of contrastPairs()) {
			const [, fg1, fg2] = pair.path;
			const [, bg1, bg2] = pair.on;
			expect(
				contrastRatio(resolved[fg1][fg2], resolved[bg1][bg2]),
				pair.path.join('.'),
			).toBeGreaterThanOrEqual(pair.minimum);
		}
	});

	test('tokens: light-dark() where the schemes differ, one value for the header band', () => {
		const css = themeCss(valid);
		expect(css).toContain('--color-bg: light-dark(#ffffff, #101418);');
		expect(css).toContain('--color-accent: light-dark(#0b6e4f, #7fd1ae);');
		expect(css).toContain('--color-navy: #2b1a47;');
		expect(css).toContain('--color-gold: #ffd166;');
		// Left-out colours: links and focus follow the accent, cards the background.
		const tokens = themeTokens(valid);
		expect(tokens['--color-link']).toEqual(['#0b6e4f', '#7fd1ae']);
		expect(tokens['--color-focus']).toEqual(['#0b6e4f', '#7fd1ae']);
		expect(tokens['--color-surface']).toEqual(['#ffffff', '#101418']);
	});

	test('a valid theme has no problems; colours are kept lowercase', () => {
		expect(problems(valid)).toEqual([]);
		const parsed = themeSchema.parse({ ...valid, header: { ...valid.header, accent: '#FFD166' } });
		expect(parsed.header.accent).toBe('#ffd166');
	});

	test('too little contrast names the field, both colours, the ratio and the minimum', () => {
		const dark = { ...valid.dark, accent: '#5b6b80', link: '#7fd1ae', focus: '#7fd1ae' };
		expect(problems({ ...valid, dark })).toEqual([
			'content/site.json: theme.dark.accent: #5b6b80 on #101418 is 3.3:1, needs 4.5:1 (the job title and buttons on theme.dark.background); choose colours further apart in lightness',
		]);
	});

	test('a colour the owner left out is named as made from the ones it comes from', () => {
		const light = { ...valid.light, text: '#8a8a8a' };
		expect(problems({ ...valid, light })).toContain(
			'content/site.json: theme.light.muted: #ababab on #ffffff is 2.2:1, needs 4.5:1 (secondary text on theme.light.background; not set, so made from theme.light.text and theme.light.background); choose colours further apart in lightness',
		);
	});

	test('focus rings need 3:1, text 4.5:1', () => {
		const light = { ...valid.light, focus: '#8a8a8a' }; // 3.4:1 on white
		expect(problems({ ...valid, light })).toEqual([]);
		const faint = { ...valid.light, focus: '#b0b0b0' }; // 2.1:1
		expect(problems({ ...valid, light: faint })).toEqual([
			'content/site.json: theme.light.focus: #b0b0b0 on #ffffff is 2.1:1, needs 3:1 (the focus ring on theme.light.background); choose colours further apart in lightness',
			'content/site.json: theme.light.focus: #b0b0b0 on #ffffff is 2.1:1, needs 3:1 (the focus ring on theme.light.surface); choose colours further apart in lightness',
		]);
	});

	test.each([
		[
			'a colour name',
			{ ...valid, header: { ...valid.header, text: 'white' } },
			[
				'content/site.json: theme.header.text: write the header text colour as #rrggbb, e.g. "#0f1c2e"',
			],
		],
		[
			'a missing scheme',
			{ light: valid.light, header: valid.header },
			[
				'content/site.json: theme.dark: missing; write { "background": "#...", "text": "#...", "accent": "#..." }',
			],
		],
		[
			'an unknown colour',
			{ ...valid, light: { ...valid.light, border: '#000000' } },
			['content/site.json: theme.light.border: unknown field; remove it or fix its spelling'],
		],
	])('rejects %s', (_kind, theme, lines) => {
		expect(problems(theme)).toEqual(lines);
	});
});

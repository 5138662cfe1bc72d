// The schema of the owner's colours, checked for WCAG AA contrast in every pair the site draws.
import { z } from 'astro/zod';
import { HEX_COLOUR } from './contrast.ts';
import { contrastProblems } from './palette.ts';
import { expected, objectError } from '../messages.ts';

const colour = (what: string) =>
	z
		.string({ error: expected('a colour', `write the ${what} as #rrggbb, e.g. "#0f1c2e"`) })
		.regex(HEX_COLOUR, `write the ${what} as #rrggbb, e.g. "#0f1c2e"`)
		.transform((value) => value.toLowerCase());

const scheme = (name: string) =>
	z.strictObject(
		{
			background: colour('page background'),
			text: colour('text colour'),
			accent: colour('accent colour'),
			surface: colour('card background').optional(),
			muted: colour('secondary text colour').optional(),
			link: colour('link colour').optional(),
			focus: colour('focus ring colour').optional(),
			tag: colour('tag background').optional(),
			error: colour('error text colour').optional(),
		},
		{
			error: objectError(
				`the ${name} colours`,
				'write { "background": "#...", "text": "#...", "accent": "#..." }',
			),
		},
	);

export const themeSchema = z
	.strictObject(
		{
			/** Colours when the visitor's system is in light mode. */
			light: scheme('light'),
			/** Colours when the visitor's system is in dark mode. */
			dark: scheme('dark'),
			/** The header and footer band, the same in both modes; also the browser's theme-color. */
			header: z.strictObject(
				{
					background: colour('header background'),
					text: colour('header text colour'),
					accent: colour('header accent colour'),
					muted: colour('header secondary text colour').optional(),
				},
				{
					error: objectError(
						'the header colours',
						'write { "background": "#...", "text": "#...", "accent": "#..." }',
					),
				},
			),
		},
		{
			error: objectError(
				'the theme',
				'write { "light": { ... }, "dark": { ... }, "header": { ... } } (see docs/owner/appearance.md)',
			),
		},
	)
	.superRefine((theme, context) => {
		// A colour that failed its own check is reported already; contrast needs them all.
		const colours = Object.values(theme).flatMap((group) => Object.values(group));
		if (!colours.every((value) => typeof value === 'string' && HEX_COLOUR.test(value))) return;
		for (const { path, message } of contrastProblems(theme)) {
			// Paths are relative to the theme object; the caller's prefix adds `theme`.
			context.addIssue({ code: 'custom', path: path.slice(1), message });
		}
	});

export type ThemeSettings = z.infer<typeof themeSchema>;

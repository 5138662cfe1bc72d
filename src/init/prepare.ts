// init's files made in memory: site.json from the résumé and the sample's settings, the brand
// files (the owner's logo, or their monogram), and the résumé split into its public and private parts.
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { formatIssues } from '../schemas/messages.ts';
import { siteSchema } from '../schemas/site.ts';
import { PRIVATE_FOLDER, PRIVATE_RESUME } from '../data/private-files.ts';
import { movableFields } from '../resume/privacy.ts';
import { separate } from '../resume/private-fields.ts';
import { inertSvg } from '../security/svg.ts';
import { defaultLanguageOf, formatted } from './inputs.ts';
import { iconsFromLogo, svgToPng, TOUCH_ICON_SIDE } from './icons.ts';
import { monogramIcon, monogramLogo } from './monogram.ts';
import { siteFrom } from './settings.ts';
import type { InitStep } from './state.ts';

/** The private résumé's path in the content folder. */
export const PRIVATE_RESUME_PATH = join(PRIVATE_FOLDER, PRIVATE_RESUME);

/** site.json: the languages, the brand files' names and what the résumé gives, checked. */
export const prepareSite: InitStep = (state) => {
	const { choices, dir, show, today } = state;
	const languages = (state.languages = choices.languages ?? [defaultLanguageOf(dir)]);
	const logo = (state.logo = choices.logo
		? `logo${extname(choices.logo).toLowerCase()}`
		: 'logo.svg');
	const icon = (state.icon = choices.logo ? 'favicon.png' : 'favicon.svg');
	const site = siteFrom(
		state.previous!,
		state.resume!,
		{ ...choices, languages, logo, icon },
		today,
	);
	const checked = siteSchema.safeParse(site);
	state.site = site;
	if (!checked.success)
		state.problems.push(...formatIssues(show(join(dir, 'site.json')), checked.error));
};

/** The logo, favicon and touch icon: made from the owner's logo, or drawn as their monogram. */
export const drawBrand: InitStep = async (state) => {
	const { choices, logo, icon } = state;
	const { header, light } = state.site!.theme;
	const brand: Record<string, string | Buffer> = (state.brand = {});
	if (choices.logo) {
		const icons = await iconsFromLogo(choices.logo, header.background);
		// An SVG logo is kept as the header shows it: inert, loading nothing.
		brand[logo!] =
			extname(choices.logo).toLowerCase() === '.svg'
				? inertSvg(readFileSync(choices.logo, 'utf8'))
				: readFileSync(choices.logo);
		brand[icon!] = icons.favicon;
		brand['apple-touch-icon.png'] = icons.touchIcon;
		return;
	}
	const name = state.resume!.basics?.name ?? '';
	const lang = state.languages![0]!;
	const colours = {
		tile: header.accent,
		letters: header.background,
		name: header.text,
		family: header.accent,
	};
	const iconColours = { ...colours, tile: header.background, letters: header.accent };
	brand[logo!] = monogramLogo(name, colours, lang);
	brand[icon!] = monogramIcon(name, { ...iconColours, letters: light.background }, { lang });
	brand['apple-touch-icon.png'] = svgToPng(
		monogramIcon(name, iconColours, { lang, side: TOUCH_ICON_SIDE, square: true }),
		TOUCH_ICON_SIDE,
	);
};

/**
 * resume.json and site.json as the project formats them. The résumé's private fields go to the
 * private résumé, which git ignores and the site never reads; the rest is the résumé as written
 * (re-indented only).
 */
export const prepareTexts: InitStep = async (state) => {
	const { choices, site, written } = state;
	const movable = (state.movable = movableFields(written, site!.publish));
	const { rest, taken } = separate(
		written,
		movable.map(({ path }) => path),
	);
	const texts: Record<string, string> = (state.texts = {
		'resume.json': await formatted(
			'resume.json',
			movable.length > 0 ? JSON.stringify(rest) : readFileSync(choices.resume, 'utf8'),
		),
		'site.json': await formatted('site.json', JSON.stringify(site)),
	});
	if (movable.length > 0)
		texts[PRIVATE_RESUME_PATH] = await formatted(PRIVATE_RESUME_PATH, JSON.stringify(taken));
};

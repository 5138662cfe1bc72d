// `npm run init`'s work on a content folder: refuse an owner's content (unless forced), check
// what the owner gave, remove the sample, write their résumé, settings, brand files and a first
// draft project, and run the content check on the result.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { checkContent } from '../check/check.ts';
import { formatIssues } from '../schemas/messages.ts';
import { PHOTO_FILE, resumeSchema, resumeSiteProblems, type Resume } from '../schemas/resume.ts';
import { siteSchema, type Site } from '../schemas/site.ts';
import { scaffoldProject } from '../new/project.ts';
import { scaffoldTexts } from '../data/placeholders.ts';
import { readJson } from '../data/content-files.ts';
import { readWritten } from '../settings/written.ts';
import {
	defaultLanguageOf,
	formatted,
	logoProblems,
	readThrough,
	unshippedLanguageProblem,
} from './inputs.ts';
import { iconsFromLogo, svgToPng, TOUCH_ICON_SIDE } from './icons.ts';
import { monogramIcon, monogramLogo } from './monogram.ts';
import { ownFiles, sampleHashes } from './sample.ts';
import { siteFrom } from './settings.ts';
import { githubUserOf } from './answers.ts';
import { inertSvg } from '../security/svg.ts';
import { PRIVATE_FOLDER, PRIVATE_RESUME } from '../data/private-files.ts';
import { movableFields } from '../resume/privacy.ts';
import { pathText, separate } from '../resume/private-fields.ts';
import { crashPoint } from '../owner-files/crash-point.ts';
import { OwnerFilesError } from '../owner-files/backups.ts';
import { withContentLock } from '../owner-files/lock.ts';
import { finishInterrupted, replaceFolder } from '../owner-files/replace.ts';

/** The content check found problems in what init prepared: nothing of the owner's changed. */
class CheckFailed extends Error {}

/** What the owner chose: every value, prompted for or given as flags. */
export interface InitChoices {
	/** Their JSON Resume file. */
	resume: string;
	url: string;
	/**
	 * The default language first, each one the template ships interface texts in; by default the
	 * sample's default language alone.
	 */
	languages?: string[];
	/** The content folder to make theirs. */
	content: string;
	/** Replace content that is no longer the sample's. */
	force?: boolean;
	/** Their own logo (.svg, .png or .webp) instead of the monogram. */
	logo?: string;
	/** Their accent colour, #rrggbb, instead of the sample's. */
	accent?: string;
	/** The manifest of the sample's files; the template's own by default. */
	manifest?: string;
	/** The title of the first draft project. */
	project?: string;
	today?: Date;
}

/** Where init prints: lines of what it did, and problems; `show` names a path as messages give it. */
export interface InitOutput {
	out: (line: string) => void;
	err: (line: string) => void;
	show: (path: string) => string;
}

/**
 * Makes the content folder of `choices` the owner's, the folder locked throughout; the exit code
 * (0: done and checked clean; 1: refused, said in lines to `err`).
 */
export async function init(choices: InitChoices, output: InitOutput): Promise<number> {
	try {
		return await withContentLock(
			choices.content,
			'npm run init',
			() => initLocked(choices, output),
			output.out,
		);
	} catch (error) {
		if (!(error instanceof OwnerFilesError)) throw error;
		output.err(error.message);
		return 1;
	}
}

async function initLocked(choices: InitChoices, { out, err, show }: InitOutput): Promise<number> {
	const dir = choices.content;
	const today = choices.today ?? new Date();
	const fail = (problems: string[]) => {
		for (const line of problems) err(line);
		err('Nothing was changed.');
		return 1;
	};
	const finished = finishInterrupted(dir);
	if (finished) out(finished);
	if (!choices.force) {
		const own = ownFiles(dir, sampleHashes(choices.manifest));
		if (own.length > 0)
			return fail([
				`${show(dir)} is no longer the sample the template ships: ${own.slice(0, 8).join(', ')}${own.length > 8 ? ` and ${own.length - 8} more` : ''} ${own.length === 1 ? 'is' : 'are'} yours. To replace it all the same, run init again with --force: the whole folder is kept first in .content-backup/<time>/content, and init prints the command that puts it back.`,
			]);
	}

	const resumeRead = readThrough<Resume>(
		() => readJson(choices.resume, show(choices.resume)),
		show(choices.resume),
		resumeSchema,
	);
	const resume = resumeRead.value;
	const previous = readThrough<Site>(
		() => readWritten(dir, 'site.json', show(join(dir, 'site.json'))),
		show(join(dir, 'site.json')),
		siteSchema,
	);
	const problems = [
		...resumeRead.problems,
		...(resume ? resumeSiteProblems(resume, show(choices.resume)) : []),
		...previous.problems,
		...(choices.logo ? logoProblems(choices.logo, show(choices.logo)) : []),
		...(choices.languages ?? [])
			.map((tag) => unshippedLanguageProblem(tag))
			.filter(Boolean)
			.map((line) => `--languages: ${line}`),
	];
	if (problems.length > 0 || !resume || !previous.value) return fail(problems);

	const image = resume.basics?.image;
	const photo = image && PHOTO_FILE.test(image) ? join(dirname(choices.resume), image) : undefined;
	if (photo && !existsSync(photo))
		return fail([
			`${show(choices.resume)}: basics.image: ${image} is not beside the résumé; put the photo there, or remove the field`,
		]);

	const languages = choices.languages ?? [defaultLanguageOf(dir)];
	const logo = choices.logo ? `logo${extname(choices.logo).toLowerCase()}` : 'logo.svg';
	const icon = choices.logo ? 'favicon.png' : 'favicon.svg';
	const site = siteFrom(previous.value, resume, { ...choices, languages, logo, icon }, today);
	const checked = siteSchema.safeParse(site);
	const siteFile = show(join(dir, 'site.json'));
	const settingsProblems = checked.success ? [] : formatIssues(siteFile, checked.error);
	if (settingsProblems.length > 0) return fail(settingsProblems);

	const name = resume.basics?.name ?? '';
	const lang = languages[0]!;
	const { header, light } = site.theme;
	const brand: Record<string, string | Buffer> = {};
	if (choices.logo) {
		const icons = await iconsFromLogo(choices.logo, header.background);
		// An SVG logo is kept as the header shows it: inert, loading nothing.
		brand[logo] =
			extname(choices.logo).toLowerCase() === '.svg'
				? inertSvg(readFileSync(choices.logo, 'utf8'))
				: readFileSync(choices.logo);
		brand[icon] = icons.favicon;
		brand['apple-touch-icon.png'] = icons.touchIcon;
	} else {
		const colours = {
			tile: header.accent,
			letters: header.background,
			name: header.text,
			family: header.accent,
		};
		const iconColours = { ...colours, tile: header.background, letters: header.accent };
		brand[logo] = monogramLogo(name, colours, lang);
		brand[icon] = monogramIcon(name, { ...iconColours, letters: light.background }, { lang });
		brand['apple-touch-icon.png'] = svgToPng(
			monogramIcon(name, iconColours, { lang, side: TOUCH_ICON_SIDE, square: true }),
			TOUCH_ICON_SIDE,
		);
	}

	// The résumé's private fields go to the private résumé, which git ignores and the site never
	// reads; the rest is the résumé as written (re-indented only).
	const movable = movableFields(resumeRead.raw, site.publish);
	const { rest, taken } = separate(
		resumeRead.raw,
		movable.map(({ path }) => path),
	);
	const texts: Record<string, string> = {
		'resume.json': await formatted(
			'resume.json',
			movable.length > 0 ? JSON.stringify(rest) : readFileSync(choices.resume, 'utf8'),
		),
		'site.json': await formatted('site.json', JSON.stringify(site)),
	};
	const privateResume = join(PRIVATE_FOLDER, PRIVATE_RESUME);
	if (movable.length > 0)
		texts[privateResume] = await formatted(privateResume, JSON.stringify(taken));
	// Everything is made: the new folder is written and checked beside the owner's, which stays as
	// it is until the new one takes its place (the previous one kept as a backup). The résumé, the
	// photo and the logo may live in the folder being replaced: they are read before it moves. The
	// sample's pages.json goes too (its words are the sample owner's): the built-in texts serve.
	const removed = existsSync(dir) ? readdirSync(dir) : [];
	const photoBytes = photo ? readFileSync(photo) : undefined;
	let project: string[] = [];
	let check: Awaited<ReturnType<typeof checkContent>> | undefined;
	const shownIn = (next: string) => (path: string) =>
		show(path.startsWith(next) ? `${dir}${path.slice(next.length)}` : path);
	try {
		const replaced = await replaceFolder(
			dir,
			async (next) => {
				for (const folder of ['brand', 'projects', ...(movable.length > 0 ? [PRIVATE_FOLDER] : [])])
					mkdirSync(join(next, folder), { recursive: true });
				for (const [file, text] of Object.entries(texts)) {
					writeFileSync(join(next, file), text);
					crashPoint();
				}
				for (const [file, data] of Object.entries(brand)) {
					writeFileSync(join(next, 'brand', file), data);
					crashPoint();
				}
				if (photo && photoBytes) writeFileSync(join(next, 'brand', basename(photo)), photoBytes);
				const shown = shownIn(next);
				// The first project's words in the site's default language.
				const lang = languages[0] ?? 'en';
				project = scaffoldProject(
					choices.project ?? scaffoldTexts(lang).firstProject,
					join(next, 'projects'),
					shown,
					name,
					lang,
				).map((path) => join(dir, relative(next, path)));
				crashPoint();
				check = await checkContent(next, shown);
				if (check.problems.length > 0) throw new CheckFailed();
			},
			{ start: 'empty', say: out },
		);
		if (removed.length > 0)
			out(
				`Replaced ${show(dir)} (${removed.map((entry) => (entry.includes('.') ? entry : `${entry}/`)).join(', ')}); the previous one is in ${show(replaced.backup)}.`,
			);
	} catch (error) {
		if (!(error instanceof CheckFailed) || !check) throw error;
		for (const line of check.notes) out(`Note: ${line}`);
		return fail([
			...check.problems,
			`The content check found ${check.problems.length} problem${check.problems.length === 1 ? '' : 's'} in what init would write.`,
		]);
	}
	out(
		`Wrote ${show(join(dir, 'resume.json'))} (your résumé as given${movable.length > 0 ? ', without its private fields' : ''}) and ${siteFile} (${site.url}, ${site.languages?.join(', ')}).`,
	);
	if (movable.length > 0)
		out(
			`Wrote ${show(join(dir, privateResume))}: ${movable.map(({ path }) => pathText(path)).join(', ')}. git ignores it and the site never reads it; keep a copy with npm run content:backup.`,
		);
	out(
		`Drew ${Object.keys(brand)
			.map((file) => `brand/${file}`)
			.join(', ')}${choices.logo ? ' from your logo' : `: your monogram`}.`,
	);
	out(`Wrote a first draft project: ${project.map(show).join(' and ')}.`);
	for (const line of check?.notes ?? []) out(`Note: ${line}`);
	out('The content check is clean.');
	out('Next:');
	out('  npm start                 build the site and see it at http://localhost:4321');
	out(`  edit ${show(project[0]!)}, then npm run content:check`);
	out('  cp .env.example .env      and fill in your EmailJS ids for the contact form');
	out(
		`  npm run import -- github ${githubUserOf(resume) ?? '<your user name>'}   your public repositories as draft projects`,
	);
	return 0;
}

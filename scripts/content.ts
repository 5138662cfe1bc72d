// The owner's content tool, on plain Node: `npm run content:check [-- --root <folder>]` checks
// every content file as the build does (one line per problem; exit 1 on problems, 2 on bad usage),
// `npm run content:new -- "Title"` scaffolds a draft project and its image (`--note`: a note).
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
	contentProblems,
	frontmatterLanguageProblem,
	parseMarkdown,
	readJson,
	readText,
	stringifyMarkdown,
} from '../src/data/content-files.ts';
import { projectFileNames } from '../src/data/project-files.ts';
import { projectSlug } from '../src/data/content-id.ts';
import { checkContent } from '../src/data/check.ts';
import { PLACEHOLDERS } from '../src/data/placeholders.ts';
import { ScaffoldError, scaffoldNote } from './lib/new-note.ts';

/**
 * Where a command runs and what it prints to: the process's folder and console for the CLI; the
 * tests pass their own folder and collect the lines.
 */
export interface Terminal {
	cwd: string;
	out: (line: string) => void;
	err: (line: string) => void;
}

/** `path` as the command's messages show it: relative to the folder the command runs in. */
const shown = (cwd: string, path: string) => relative(cwd, path) || path;

/** The owner's name in the résumé of `root`, when it can be read: a new project's author. */
function ownerName(root: string): string | undefined {
	let resume: unknown;
	try {
		resume = readJson(join(root, 'resume.json'), 'resume.json');
	} catch (error) {
		contentProblems(error); // a broken résumé is content:check's to report
		return undefined;
	}
	const name = (resume as { basics?: { name?: unknown } } | null)?.basics?.name;
	return typeof name === 'string' ? name : undefined;
}

/** Writes `<slug>.md` and a placeholder `<slug>.svg` into `projectsDir`; returns the files written. */
function scaffoldProject(
	title: string,
	projectsDir: string,
	cwd: string,
	authorName = 'Your Name',
): string[] {
	const clean = title.trim();
	if (!clean)
		throw new UsageError('Give the project a title, e.g. npm run content:new -- "My App"');
	if (/[\p{Cc}<>{}\\]/u.test(clean)) {
		throw new UsageError(
			`The title ${JSON.stringify(clean)} has characters a title cannot hold (< > { } \\ or control characters)`,
		);
	}
	const slug = projectSlug(clean);
	if (!slug)
		throw new UsageError(
			`The title ${JSON.stringify(clean)} has no letters a-z or digits to name the file after; add a word in Latin letters (the title can be changed in the file afterwards)`,
		);
	const markdown = join(projectsDir, `${slug}.md`);
	const image = join(projectsDir, `${slug}.svg`);
	for (const file of [markdown, image]) {
		if (existsSync(file)) {
			throw new UsageError(
				`${shown(cwd, file)} already exists; choose another title or edit that file`,
			);
		}
	}
	const frontmatter = {
		title: clean,
		desc: PLACEHOLDERS.desc(clean),
		img: `./${slug}.svg`,
		authorName,
		href: PLACEHOLDERS.href,
		github: PLACEHOLDERS.github,
		category: ['JavaScript'],
		order: nextOrder(projectsDir, cwd),
		// true puts its card on the home page too.
		featured: false,
		// A new project stays out of the published site until the owner sets this to false.
		draft: true,
	};
	writeFileSync(markdown, stringifyMarkdown(`\n${PLACEHOLDERS.body}`, frontmatter));
	writeFileSync(image, placeholderSvg(clean));
	return [markdown, image];
}

/**
 * One past the highest `order` among the projects in `projectsDir`: a new project comes last.
 * A file whose frontmatter is not YAML stops the command, named: it is never read as code.
 */
function nextOrder(projectsDir: string, cwd: string): number {
	const orders = projectFileNames(projectsDir)
		.map((file) => {
			const path = join(projectsDir, file);
			const name = shown(cwd, path);
			let text: string;
			try {
				text = readText(path, name);
			} catch {
				return undefined; // a broken file is content:check's to report
			}
			const language = frontmatterLanguageProblem(text, name);
			if (language) throw new UsageError(language);
			try {
				return (parseMarkdown(text, name).data as { order?: unknown } | null)?.order;
			} catch {
				return undefined;
			}
		})
		.filter((order): order is number => Number.isInteger(order));
	return Math.max(0, ...orders) + 1;
}

function placeholderSvg(title: string): string {
	const text = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
	<rect width="1280" height="800" fill="#0f1c2e"/>
	<rect x="40" y="40" width="1200" height="720" rx="24" fill="none" stroke="#f2c14e" stroke-width="4" stroke-dasharray="16 12"/>
	<text x="640" y="380" fill="#f6f1e7" font-family="system-ui, sans-serif" font-size="56" font-weight="700" text-anchor="middle">${text}</text>
	<text x="640" y="450" fill="#f2c14e" font-family="system-ui, sans-serif" font-size="32" text-anchor="middle">${PLACEHOLDERS.image}</text>
</svg>
`;
}

class UsageError extends Error {}

/** Runs `check` or `new` with the command line's arguments; returns the exit code. */
export async function main(
	argv: string[],
	{ cwd, out, err }: Terminal = {
		cwd: process.cwd(),
		out: (line) => console.log(line),
		err: (line) => console.error(line),
	},
): Promise<number> {
	const { values, positionals } = parseArgs({
		args: argv,
		allowPositionals: true,
		options: {
			root: { type: 'string', default: 'content' },
			author: { type: 'string' },
			note: { type: 'boolean', default: false },
		},
	});
	const [command, ...rest] = positionals;
	const root = resolve(cwd, values.root);
	if (command === 'check') {
		const check = await checkContent(root, (path) => shown(cwd, path));
		const { problems, notes, projects, noteFiles } = check;
		const drafts = [...projects, ...noteFiles]
			.filter((entry) => entry.data.draft)
			.map(({ file }) => file);
		for (const line of notes) out(`Note: ${line}`);
		if (drafts.length > 0) out(`Drafts (left out of the production build): ${drafts.join(', ')}`);
		for (const line of problems) err(line);
		if (problems.length > 0) {
			err(
				`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${relative(cwd, root) || '.'}/`,
			);
			return 1;
		}
		const counted = noteFiles.length > 0 ? `, ${noteFiles.length} notes` : '';
		out(
			`Content is valid: ${projects.length} projects${counted}, résumé, site settings, page texts.`,
		);
		return 0;
	}
	if (command === 'new' && values.note) {
		try {
			const written = scaffoldNote(rest.join(' '), join(root, 'notes'), (path) => shown(cwd, path));
			out(
				`Wrote ${shown(cwd, written)}, a draft dated today. Write the note and its description, add tags, run npm run content:check, then set draft: false to publish it.`,
			);
			return 0;
		} catch (error) {
			if (!(error instanceof ScaffoldError)) throw error;
			err(error.message);
			return 1;
		}
	}
	if (command === 'new') {
		try {
			const author = values.author ?? ownerName(root);
			const projectsDir = join(root, 'projects');
			if (!existsSync(projectsDir))
				throw new UsageError(
					`${shown(cwd, projectsDir)}: no such folder; run this from the project folder or pass --root`,
				);
			const written = scaffoldProject(rest.join(' '), projectsDir, cwd, author);
			out(
				`Wrote ${written.map((file) => shown(cwd, file)).join(' and ')}, a draft. Fill in the fields and the story, replace the image (or remove the img line for a drawn cover, and the github line for a project without a repository), run npm run content:check, then set draft: false to publish it.`,
			);
			return 0;
		} catch (error) {
			if (!(error instanceof UsageError)) throw error;
			err(error.message);
			return 1;
		}
	}
	err(
		'Usage: node scripts/content.ts check [--root content]\n       node scripts/content.ts new "Project title" [--root content]\n       node scripts/content.ts new --note "Note title" [--root content]',
	);
	return 2;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));

/**
 * Content tool for the site owner, on plain Node (no Astro):
 *
 *   npm run content:check [-- --root <folder>]   validate every content file; one line per problem
 *   npm run content:new -- "Project title"       scaffold content/projects/<slug>.md and its image
 *
 * It uses the same zod schemas as the Astro build (src/schemas/), so both report the same
 * problems. Exit code: 0 when all is well, 1 on problems, 2 on bad usage.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { projectFileSchema } from '../src/schemas/project.ts';
import {
	PHOTO_FILE,
	resumeSchema,
	resumeSiteProblems,
	type Resume,
} from '../src/schemas/resume.ts';
import { PRIVATE_FIELDS, personOf, withheldFields } from '../src/lib/resume.ts';
import { brandFiles, missingBrandFile, siteSchema } from '../src/schemas/site.ts';
import { pagesSchema, pagesSiteProblems } from '../src/schemas/pages.ts';
import { formatIssues } from '../src/schemas/messages.ts';
import { tagProblems, type TaggedProject } from '../src/tags.ts';

/** What a check found: problem lines, and how many entries of each kind were valid. */
interface CheckReport {
	problems: string[];
	notes: string[];
	drafts: string[];
	counts: Record<string, number>;
}

/**
 * What `content:new` writes for the owner to replace. `content:check` refuses each of them, so a
 * scaffolded project cannot reach the site with an invented address or description.
 */
export const PLACEHOLDERS = {
	href: 'https://example.com',
	github: 'https://github.com/you/repository',
	desc: (title: string) => `One or two sentences about ${title}.`,
	image: 'Replace this placeholder with a screenshot',
	body: [
		'## What it is',
		'',
		'<!-- Who is it for, and what does it do? Replace these comments with your own words. -->',
		'',
		'## How I built it',
		'',
		'<!-- The technologies and the parts you are proud of. Images go beside this file; docs/owner-guide.md shows how to place them in the text. -->',
		'',
		'## What I learned',
		'',
		'<!-- What was hard, and what you would do differently next time. -->',
		'',
	].join('\n'),
};

/** The lines `content:check` prints for a scaffold value left in a valid project; [] when none. */
export function placeholderProblems(
	shown: string,
	project: { desc: string; href: string; github: string },
	body: string,
	image?: string,
): string[] {
	const problems: string[] = [];
	const host = (address: string) => new URL(address).hostname.replace(/^www\./, '');
	if (/^One or two sentences about .*\.$/.test(project.desc))
		problems.push(
			`${shown}: desc: still the placeholder description; say what the project does in a sentence or two`,
		);
	if (host(project.href) === 'example.com')
		problems.push(
			`${shown}: href: still the placeholder ${project.href}; write the project's live address`,
		);
	const github = new URL(project.github);
	if (host(project.github) === 'github.com' && github.pathname.startsWith('/you/'))
		problems.push(
			`${shown}: github: still the placeholder ${project.github}; write your repository's address`,
		);
	if (image?.includes(PLACEHOLDERS.image))
		problems.push(
			`${shown}: img: still the placeholder image from content:new; replace it with a screenshot of the project`,
		);
	if (body.trim() === PLACEHOLDERS.body.trim())
		problems.push(
			`${shown}: (body): still the outline from content:new; write the project's story under the headings, or delete them`,
		);
	return problems;
}

/** The formats `astro:assets` processes (Astro's VALID_INPUT_FORMATS). */
const IMAGE_EXTENSION = /\.(png|jpe?g|webp|avif|gif|svg|tiff?)$/i;

/** Validates every file under `root` (a folder laid out like `content/`). */
function checkContent(root: string, cwd = process.cwd()): CheckReport {
	const show = (path: string) => relative(cwd, path) || path;
	const problems: string[] = [];
	const notes: string[] = [];
	const drafts: string[] = [];
	const counts: Record<string, number> = {};

	const projectsDir = join(root, 'projects');
	const projectFiles = existsSync(projectsDir)
		? readdirSync(projectsDir)
				.filter((f) => f.endsWith('.md'))
				.sort()
		: [];
	if (projectFiles.length === 0)
		problems.push(`${show(projectsDir)}: no project files; add one with npm run content:new`);
	counts.projects = 0;
	const tagged: TaggedProject[] = [];
	for (const fileName of projectFiles) {
		const file = join(projectsDir, fileName);
		const found = checkProject(file, show(file));
		problems.push(...found.problems);
		if (found.problems.length > 0) continue;
		counts.projects++;
		notes.push(...found.notes);
		if (found.isDraft) drafts.push(show(file));
		// Drafts get no tag page in a production build, but a tag clash still waits for them.
		const data = projectFileSchema.safeParse(readFrontmatter(file)).data;
		// The build's id for a file: its name without `.md`, in lowercase.
		const id = fileName.replace(/\.md$/, '').toLowerCase();
		if (data) tagged.push({ file: show(file), id, tags: data.category });
	}
	// Tag pages: two tags must not share a page, nor a project the tag pages' folder.
	problems.push(...tagProblems(tagged));

	const resumeFile = join(root, 'resume.json');
	const resumeJson = readJson(resumeFile, show(resumeFile));
	let resume: Resume | undefined;
	if ('problem' in resumeJson) problems.push(resumeJson.problem);
	else {
		const result = resumeSchema.safeParse(resumeJson.data);
		if (!result.success) problems.push(...formatIssues(show(resumeFile), result.error));
		else {
			problems.push(...resumeSiteProblems(result.data, show(resumeFile)));
			resume = result.data;
			const image = result.data.basics?.image;
			if (image && PHOTO_FILE.test(image) && !existsSync(join(root, 'brand', image)))
				problems.push(
					`${show(resumeFile)}: basics.image: file not found: ${show(join(root, 'brand', image))}; add the file or fix the name`,
				);
			else if (image && !PHOTO_FILE.test(image))
				notes.push(
					`${show(resumeFile)}: basics.image: a photo elsewhere on the web is not shown (the site loads images from itself only); put a .jpg or .png into content/brand/ and write its name`,
				);
		}
	}

	const siteFile = join(root, 'site.json');
	const site = readJson(siteFile, show(siteFile));
	if ('problem' in site) problems.push(site.problem);
	else {
		const result = siteSchema.safeParse(site.data);
		if (!result.success) problems.push(...formatIssues(show(siteFile), result.error));
		else {
			const held = resume ? withheldFields(resume, result.data.publish) : [];
			if (held.length > 0)
				notes.push(
					`${show(resumeFile)}: not published: ${held.join(', ')}; to publish them, list their names (${Object.keys(PRIVATE_FIELDS).join(', ')}) in "publish" in ${show(siteFile)}`,
				);
			for (const { field, file } of Object.values(brandFiles(result.data))) {
				const path = join(root, 'brand', file);
				if (!existsSync(path)) problems.push(missingBrandFile(show(siteFile), field, show(path)));
			}
		}
	}

	const pagesFile = join(root, 'pages.json');
	const pages = readJson(pagesFile, show(pagesFile));
	if ('problem' in pages) problems.push(pages.problem);
	else {
		const result = pagesSchema.safeParse(pages.data);
		if (!result.success) problems.push(...formatIssues(show(pagesFile), result.error));
		else if (resume)
			problems.push(...pagesSiteProblems(result.data, personOf(resume), show(pagesFile)));
	}
	return { problems, notes, drafts, counts };
}

/**
 * One project file: frontmatter against the schema, the image file beside it, then the values
 * the scaffold left to replace. An empty body is a note: the page then shows the header part.
 */
function checkProject(
	file: string,
	shown: string,
): { problems: string[]; notes: string[]; isDraft: boolean } {
	const failed = (problems: string[]) => ({ problems, notes: [], isDraft: false });
	let parsed: { data: unknown; content: string };
	try {
		parsed = matter(readFileSync(file, 'utf8'));
	} catch (error) {
		return failed([`${shown}: (file): the frontmatter is not valid YAML; ${yamlProblem(error)}`]);
	}
	const result = projectFileSchema.safeParse(parsed.data);
	if (!result.success) return failed(formatIssues(shown, result.error));
	const image = resolve(dirname(file), result.data.img);
	if (!existsSync(image)) {
		return failed([
			`${shown}: img: file not found: ${result.data.img}; put the screenshot beside ${basename(file)} or fix the path`,
		]);
	}
	if (!IMAGE_EXTENSION.test(image)) {
		return failed([
			`${shown}: img: ${result.data.img} is not an image the build can process; use a .png, .jpg, .webp, .avif, .gif or .svg file`,
		]);
	}
	const svg = image.toLowerCase().endsWith('.svg') ? readFileSync(image, 'utf8') : undefined;
	const problems = placeholderProblems(shown, result.data, parsed.content, svg);
	const notes =
		parsed.content.trim() === ''
			? [
					`${shown}: (body): empty; its page shows the title, links and screenshot only. Write the project's story below the frontmatter`,
				]
			: [];
	return { problems, notes, isDraft: result.data.draft === true };
}

function readJson(file: string, shown: string): { data: unknown } | { problem: string } {
	if (!existsSync(file))
		return { problem: `${shown}: (file): missing; create it (see docs/owner-guide.md)` };
	try {
		return { data: JSON.parse(readFileSync(file, 'utf8')) };
	} catch (error) {
		return { problem: `${shown}: (file): not valid JSON; ${firstLine(error)}` };
	}
}

/** js-yaml's reason and line; its lines count from the file's first `---`, as an editor does. */
function yamlProblem(error: unknown): string {
	const { reason, mark } = error as { reason?: unknown; mark?: { line?: unknown } };
	if (typeof reason !== 'string') return firstLine(error);
	return typeof mark?.line === 'number' ? `${reason} (line ${mark.line + 1})` : reason;
}

/** A file's frontmatter, or undefined when it does not parse (checkProject reports that). */
function readFrontmatter(file: string): unknown {
	try {
		return matter(readFileSync(file, 'utf8')).data;
	} catch {
		return undefined;
	}
}

function firstLine(error: unknown): string {
	return String(error instanceof Error ? error.message : error).split('\n')[0];
}

/** The file name for a project title: lowercase ASCII words joined by dashes. */
function slugify(title: string): string {
	return title
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60)
		.replace(/-+$/, '');
}

/** Writes `<slug>.md` and a placeholder `<slug>.svg` into `projectsDir`; returns the files written. */
function scaffoldProject(title: string, projectsDir: string, authorName = 'Your Name'): string[] {
	const clean = title.trim();
	if (!clean)
		throw new UsageError('Give the project a title, e.g. npm run content:new -- "My App"');
	if (/[\p{Cc}<>{}\\]/u.test(clean)) {
		throw new UsageError(
			`The title ${JSON.stringify(clean)} has characters a title cannot hold (< > { } \\ or control characters)`,
		);
	}
	const slug = slugify(clean);
	if (!slug)
		throw new UsageError(
			`The title ${JSON.stringify(clean)} has no letters a-z or digits to name the file after; add a word in Latin letters (the title can be changed in the file afterwards)`,
		);
	const markdown = join(projectsDir, `${slug}.md`);
	const image = join(projectsDir, `${slug}.svg`);
	for (const file of [markdown, image]) {
		if (existsSync(file)) {
			throw new UsageError(
				`${relative(process.cwd(), file)} already exists; choose another title or edit that file`,
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
		order: nextOrder(projectsDir),
		// A new project stays out of the published site until the owner sets this to false.
		draft: true,
	};
	writeFileSync(markdown, matter.stringify(`\n${PLACEHOLDERS.body}`, frontmatter));
	writeFileSync(image, placeholderSvg(clean));
	return [markdown, image];
}

/** One past the highest `order` among the projects in `projectsDir`: a new project comes last. */
function nextOrder(projectsDir: string): number {
	const orders = readdirSync(projectsDir)
		.filter((file) => file.endsWith('.md'))
		.map((file) => {
			try {
				return matter(readFileSync(join(projectsDir, file), 'utf8')).data.order;
			} catch {
				return undefined; // a broken file is content:check's to report
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

function main(argv: string[]): number {
	const { values, positionals } = parseArgs({
		args: argv,
		allowPositionals: true,
		options: { root: { type: 'string', default: 'content' }, author: { type: 'string' } },
	});
	const [command, ...rest] = positionals;
	const root = resolve(values.root);
	if (command === 'check') {
		const { problems, notes, drafts, counts } = checkContent(root);
		for (const line of notes) console.log(`Note: ${line}`);
		if (drafts.length > 0)
			console.log(`Drafts (left out of the production build): ${drafts.join(', ')}`);
		for (const line of problems) console.error(line);
		if (problems.length > 0) {
			console.error(
				`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${relative(process.cwd(), root) || '.'}/`,
			);
			return 1;
		}
		const summary = Object.entries(counts)
			.map(([name, count]) => `${count} ${name}`)
			.join(', ');
		console.log(`Content is valid: ${summary}, résumé, site settings, page texts.`);
		return 0;
	}
	if (command === 'new') {
		try {
			const resume = readJson(join(root, 'resume.json'), 'resume.json');
			const ownerName =
				'data' in resume
					? (resume.data as { basics?: { name?: unknown } } | null)?.basics?.name
					: undefined;
			const author = values.author ?? (typeof ownerName === 'string' ? ownerName : undefined);
			const projectsDir = join(root, 'projects');
			if (!existsSync(projectsDir))
				throw new UsageError(
					`${relative(process.cwd(), projectsDir) || projectsDir}: no such folder; run this from the project folder or pass --root`,
				);
			const written = scaffoldProject(rest.join(' '), projectsDir, author);
			console.log(
				`Wrote ${written.map((f) => relative(process.cwd(), f)).join(' and ')}, a draft. Fill in the fields and the story, replace the image, run npm run content:check, then set draft: false to publish it.`,
			);
			return 0;
		} catch (error) {
			if (!(error instanceof UsageError)) throw error;
			console.error(error.message);
			return 1;
		}
	}
	console.error(
		'Usage: node scripts/content.ts check [--root content]\n       node scripts/content.ts new "Project title" [--root content]',
	);
	return 2;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));

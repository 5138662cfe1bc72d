/**
 * Writes a complete content folder with many projects, for browser tests of the grid and the
 * tag filter at scale:
 *
 *   node scripts/fixture-projects.ts <out-folder> [--projects 40] [--tags 32]
 *
 * Site settings, About files and brand files come from tests/fixtures/content-valid; each
 * project gets a small SVG screenshot of its own (SVGs pass through the image pipeline, so the
 * build stays fast). `manyProjects` gives the same projects to the tests that check them.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { stringifyMarkdown } from '../src/data/content-files.ts';

const BASE = resolve(import.meta.dirname, '../tests/fixtures/content-valid');

/** Tag names, with the characters the slug rule maps (C#, .NET, C++, spaces, dots). */
const TAG_NAMES = [
	'React',
	'TypeScript',
	'JavaScript',
	'CSS',
	'HTML',
	'Astro',
	'C#',
	'.NET',
	'SQL',
	'REST API',
	'OAuth',
	'Node.js',
	'Express',
	'GraphQL',
	'PostgreSQL',
	'MongoDB',
	'Docker',
	'Kubernetes',
	'Python',
	'Django',
	'Flask',
	'Go',
	'Rust',
	'C++',
	'Java',
	'Spring Boot',
	'Kotlin',
	'Swift',
	'Vue',
	'Svelte',
	'Tailwind CSS',
	'Sass',
	'Redis',
	'AWS',
	'Azure',
	'Firebase',
	'WebSockets',
	'Vite',
	'Jest',
	'Playwright',
];

export interface FixtureProject {
	/** File name without `.md`. */
	id: string;
	title: string;
	desc: string;
	href: string;
	github: string;
	category: string[];
	order: number;
}

/**
 * `count` projects using `tagCount` tags: every tag at least once when count >= tagCount,
 * React on every third project, and each project two or three tags.
 */
export function manyProjects(count = 40, tagCount = 32): FixtureProject[] {
	const tags = TAG_NAMES.slice(0, tagCount);
	return Array.from({ length: count }, (_, index) => {
		const number = String(index + 1).padStart(3, '0');
		const category = [
			...new Set([
				...(index % 3 === 0 ? ['React'] : []),
				tags[index % tags.length]!,
				tags[(index * 7 + 3) % tags.length]!,
			]),
		];
		return {
			id: `project-${number}`,
			title: `Project ${number}`,
			desc: `Sample project number ${index + 1}, built with ${category.join(', ')}.`,
			href: `https://project-${number}.example.com`,
			github: `https://github.com/test/project-${number}`,
			category,
			order: index + 1,
		};
	});
}

/** A small screenshot of its own for each project: a coloured card with its title. */
function screenshot(title: string, index: number): string {
	const hue = (index * 47) % 360;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800"><rect width="1280" height="800" fill="hsl(${hue} 45% 30%)"/><text x="640" y="420" fill="#fff" font-family="sans-serif" font-size="96" text-anchor="middle">${title}</text></svg>\n`;
}

/** Writes the content folder; returns its path. */
export function writeManyProjects(out: string, count = 40, tagCount = 32): string {
	const root = resolve(out);
	rmSync(root, { recursive: true, force: true });
	mkdirSync(root, { recursive: true });
	for (const part of ['site.json', 'pages.json', 'resume.json', 'brand'])
		cpSync(join(BASE, part), join(root, part), { recursive: true });
	const dir = join(root, 'projects');
	mkdirSync(dir);
	manyProjects(count, tagCount).forEach(({ id, ...data }, index) => {
		writeFileSync(join(dir, `${id}.svg`), screenshot(data.title, index));
		const frontmatter = { ...data, img: `./${id}.svg`, authorName: 'Test Author' };
		writeFileSync(
			join(dir, `${id}.md`),
			stringifyMarkdown('\nA generated project.\n', frontmatter),
		);
	});
	return root;
}

if (import.meta.main) {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: {
			projects: { type: 'string', default: '40' },
			tags: { type: 'string', default: '32' },
		},
	});
	const [out] = positionals;
	if (!out) {
		console.error('Usage: node scripts/fixture-projects.ts <out-folder> [--projects N] [--tags T]');
		process.exit(2);
	}
	const root = writeManyProjects(out, Number(values.projects), Number(values.tags));
	console.log(`Wrote ${values.projects} projects with ${values.tags} tags to ${root}`);
}

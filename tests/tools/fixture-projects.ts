// Writes a content folder with many generated projects (the valid fixture content with its projects
// replaced, each with a small SVG screenshot so the build stays fast), for browser tests of the
// grid and the tag filter at scale; `manyProjects` gives the tests the same projects.
import { parseArgs } from 'node:util';
import { stringifyMarkdown } from '../../src/data/content-files.ts';
import { type Overlay, writeContent } from './fixture-content.ts';

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

/** The valid content's projects replaced by `count` generated ones, as an overlay. */
export function manyProjectsOverlay(count = 40, tagCount = 32): Overlay {
	const files: Record<string, string> = {};
	manyProjects(count, tagCount).forEach(({ id, ...data }, index) => {
		files[`projects/${id}.svg`] = screenshot(data.title, index);
		const frontmatter = { ...data, img: `./${id}.svg`, authorName: 'Test Author' };
		files[`projects/${id}.md`] = stringifyMarkdown('\nA generated project.\n', frontmatter);
	});
	return { files, remove: ['projects'] };
}

/** Writes the content folder, unless it is up to date; returns its path. */
export function writeManyProjects(out: string, count = 40, tagCount = 32): string {
	return writeContent(manyProjectsOverlay(count, tagCount), out);
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
		console.error(
			'Usage: node tests/tools/fixture-projects.ts <out-folder> [--projects N] [--tags T]',
		);
		process.exit(2);
	}
	const root = writeManyProjects(out, Number(values.projects), Number(values.tags));
	console.log(`Wrote ${values.projects} projects with ${values.tags} tags to ${root}`);
}

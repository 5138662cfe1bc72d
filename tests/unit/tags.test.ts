import { describe, expect, test } from 'vitest';
import {
	tagIndex,
	tagPath,
	tagProblems,
	tagSlug,
	type TagEntry,
} from '../../src/tags/tags.client.ts';
import { FOLDED_OPEN_CHIPS, MAX_OPEN_CHIPS, splitChips } from '../../src/tags/chips.client.ts';

describe('tagSlug', () => {
	test.each([
		['C#', 'csharp'],
		['F#', 'fsharp'],
		['.NET', 'dotnet'],
		['ASP.NET Core', 'asp-net-core'],
		['REST API', 'rest-api'],
		['Node.js', 'node-js'],
		['C++', 'cplusplus'],
		['React', 'react'],
		['Tailwind CSS', 'tailwind-css'],
		['Café & Co', 'cafe-and-co'],
		['  Vue  3 ', 'vue-3'],
		['日本語', '日本語'],
		['عربي', 'عربي'],
		['🚀', '🚀'],
		['Ελληνικά Κείμενα', 'ελληνικα-κειμενα'],
		['한국어', '한국어'],
	])('%s → %s', (tag, slug) => {
		expect(tagSlug(tag)).toBe(slug);
	});

	test('gives nothing for a tag without letters, digits or emoji', () => {
		expect(tagSlug('---')).toBe('');
	});

	test("a tag page's path is percent-encoded, as any address outside ASCII", () => {
		expect(tagPath(tagSlug('日本語'))).toBe('/projects/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E');
	});
});

const project = (file: string, tags: string[], id = file.replace(/\.md$/, '')) => ({
	file,
	id,
	tags,
});

describe('tagProblems and tagIndex', () => {
	test('tags differing only by case, or reducing to one slug, are named with both files', () => {
		const projects = [
			project('a.md', ['React', 'C#']),
			project('b.md', ['react', 'Csharp']),
			project('c.md', ['React']),
		];
		expect(tagProblems(projects)).toEqual([
			'b.md: category: the tag "react" and the tag "React" in a.md would share the page /projects/tags/react; spell them the same way',
			'b.md: category: the tag "Csharp" and the tag "C#" in a.md would share the page /projects/tags/csharp; spell them the same way',
		]);
		expect(() => tagIndex(projects)).toThrow(/b\.md: category: the tag "react"/);
	});

	test("a project cannot take the tag pages' folder as its id", () => {
		expect(tagProblems([project('tags.md', ['React'])])).toEqual([
			'tags.md: (file): the name "tags" is kept for the tag pages (/projects/tags/...); rename the file',
		]);
	});

	test('a tag with nothing to name a page by has no page to give; any script will do', () => {
		expect(tagProblems([project('a.md', ['!!'])])).toEqual([
			'a.md: category: the tag "!!" has no letter, digit or emoji to name its page by; add a word',
		]);
		expect(tagProblems([project('a.md', ['日本語', 'عربي', '🚀'])])).toEqual([]);
	});

	test('the index lists each tag once, in order of first appearance, with its count', () => {
		const index = tagIndex([project('a.md', ['React', 'CSS']), project('b.md', ['.NET', 'React'])]);
		expect(index).toEqual([
			{ name: 'React', slug: 'react', count: 2 },
			{ name: 'CSS', slug: 'css', count: 1 },
			{ name: '.NET', slug: 'dotnet', count: 1 },
		]);
		expect(tagPath(index[2]!.slug)).toBe('/projects/tags/dotnet');
	});
});

describe('splitChips', () => {
	const tags = (count: number): TagEntry[] =>
		Array.from({ length: count }, (_, index) => ({
			name: `Tag ${String.fromCharCode(90 - index)}`,
			slug: `tag-${index}`,
			count: index % 5,
		}));

	test(`up to ${MAX_OPEN_CHIPS} tags all stay in view, in order`, () => {
		const few = tags(MAX_OPEN_CHIPS);
		expect(splitChips(few)).toEqual({ open: few, folded: [] });
	});

	test('more fold away: the most used stay in view, the rest alphabetically', () => {
		const many = tags(30);
		const { open, folded } = splitChips(many);
		expect(open).toHaveLength(FOLDED_OPEN_CHIPS);
		expect(open.every((tag) => tag.count === 4)).toBe(true);
		expect(folded).toHaveLength(30 - FOLDED_OPEN_CHIPS);
		const names = folded.map((tag) => tag.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		expect([...open, ...folded].map((tag) => tag.slug).sort()).toEqual(
			many.map((tag) => tag.slug).sort(),
		);
	});

	test("a tag page's own tag stays in view, in its order", () => {
		const many = tags(30);
		const rare = many.find((tag) => tag.count === 0)!;
		const { open, folded } = splitChips(many, rare.slug);
		expect(open).toHaveLength(FOLDED_OPEN_CHIPS + 1);
		expect(open).toContain(rare);
		expect(folded).not.toContain(rare);
		expect(open).toEqual(many.filter((tag) => open.includes(tag)));
	});
});

// A repository as a project file's values: its name as the title, its description, topics and main
// language as tags, its homepage as the link, its README as the story and its first raster image
// as the screenshot; with a line for each thing the owner has to finish by hand.
import { PLACEHOLDERS } from '../new/placeholders.ts';
import type { Fetcher } from './http.ts';
import type { Forge, Repository } from './forge.ts';
import { siteTags } from './existing.ts';
import type { Incoming } from './plan.ts';
import { readmeImages, readmeStory } from './readme.ts';
import { screenshotOf } from './screenshot.ts';

/** What every new project gets besides the repository's values. */
export interface ProjectDefaults {
	/** The author: the owner the résumé names. */
	authorName: string;
	/** The first new project's `order`; each further one the next number. */
	order: number;
	/** Publish new projects at once rather than as drafts. */
	publish: boolean;
}

/** The project's live address: the repository's homepage when it is a web address, else the repository. */
function liveAddress(repository: Repository): string {
	const homepage = repository.homepage;
	if (homepage) {
		const address = /^[a-z][\w+.-]*:/i.test(homepage) ? homepage : `https://${homepage}`;
		if (URL.canParse(address) && /^https?:$/.test(new URL(address).protocol))
			return new URL(address).href;
	}
	return repository.url;
}

/**
 * The values of each of `repositories` (in order), its README, languages and screenshot read from
 * `forge` one repository after the other. `spellings` are the site's tags (joined as it goes).
 */
export async function projectSources(
	forge: Forge,
	repositories: Repository[],
	fetcher: Fetcher,
	spellings: Map<string, string>,
	defaults: ProjectDefaults,
): Promise<Incoming[]> {
	const sources: Incoming[] = [];
	for (const [index, repository] of repositories.entries()) {
		const { readme, language } = await forge.details(repository);
		const notes: string[] = [];
		const images = readme ? readmeImages(readme) : [];
		const { screenshot, problem } = await screenshotOf(images, fetcher);
		if (problem)
			notes.push(
				`{file}: img: ${problem}; the project shows a drawn cover: put a screenshot beside it and name it in img.`,
			);
		const story = readme && readmeStory(readme, screenshot?.url);
		if (!readme)
			notes.push(
				`{file}: (body): ${repository.name} has no README, so its page has no story: write one below the frontmatter.`,
			);
		else if (!story?.story)
			notes.push(
				`{file}: (body): the README of ${repository.name} has no text to tell (only images or markup): write the story below the frontmatter.`,
			);
		// One line of text: a page shows no control character, and a feed may hold none.
		const desc = repository.description?.replace(/[\p{Cc}\s]+/gu, ' ').trim() || story?.sentence;
		if (!desc)
			notes.push(
				`{file}: desc: ${forge.name} has no description of ${repository.name} and its README no first sentence: say what it does in a sentence or two, then publish it (draft: false).`,
			);
		let category = siteTags(
			[language, ...repository.topics].filter(Boolean) as string[],
			spellings,
		);
		if (category.length === 0) {
			category = siteTags([forge.name], spellings);
			notes.push(
				`{file}: category: ${repository.name} has no language or topics on ${forge.name}, so its tag is ${category[0]}: name its technologies instead.`,
			);
		}
		const values: Record<string, unknown> = {
			title: repository.name,
			// The placeholder too: the owner's own description then counts as their edit.
			desc: desc ?? PLACEHOLDERS.desc(repository.name),
			href: liveAddress(repository),
			github: repository.url,
			category,
			body: story?.story ?? '',
		};
		sources.push({
			from: repository.url,
			title: repository.name,
			fallback: repository.name,
			values,
			created: {
				title: undefined,
				desc: undefined,
				img: undefined,
				authorName: defaults.authorName,
				href: undefined,
				github: undefined,
				category: undefined,
				order: defaults.order + index,
				featured: false,
				draft: !defaults.publish || !desc,
			},
			facts: { stars: repository.stars, ...(repository.pushed && { pushed: repository.pushed }) },
			...(screenshot && { picture: screenshot }),
			notes,
		});
	}
	return sources;
}

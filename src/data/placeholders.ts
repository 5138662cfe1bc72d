// What `content:new` writes into a new project or note for the owner to replace, and the lines
// that refuse each of those values while it is still there.

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
	project: { desc: string; href: string; github?: string | undefined },
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
	const github = project.github && new URL(project.github);
	if (github && host(github.href) === 'github.com' && github.pathname.startsWith('/you/'))
		problems.push(
			`${shown}: github: still the placeholder ${project.github}; write your repository's address, or remove the line if it has none`,
		);
	if (image?.includes(PLACEHOLDERS.image))
		problems.push(
			`${shown}: img: still the placeholder image from content:new; replace it with a screenshot of the project, or remove the line for a drawn cover`,
		);
	if (body.trim() === PLACEHOLDERS.body.trim())
		problems.push(
			`${shown}: (body): still the outline from content:new; write the project's story under the headings, or delete them`,
		);
	return problems;
}

/** What `content:new --note` writes for the owner to replace; `content:check` refuses each. */
export const NOTE_PLACEHOLDERS = {
	description: (title: string) => `A sentence or two on “${title}”.`,
	body: [
		'<!-- Write the note here, in Markdown: headings (##), lists, links, `code` and fenced code',
		'blocks, images beside this file. Replace this comment with your own words. -->',
		'',
	].join('\n'),
};

/** The lines `content:check` prints for a scaffold value left in a valid note; [] when none. */
export function notePlaceholderProblems(
	shown: string,
	note: { description: string },
	body: string,
): string[] {
	const problems: string[] = [];
	if (/^A sentence or two on “.*”\.$/.test(note.description))
		problems.push(
			`${shown}: description: still the placeholder description; say what the note is about in a sentence or two`,
		);
	if (body.trim() === NOTE_PLACEHOLDERS.body.trim())
		problems.push(
			`${shown}: (body): still the comment from content:new; write the note below the frontmatter`,
		);
	return problems;
}

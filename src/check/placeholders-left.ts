// The placeholders of `content:new` left in a project, note or application, recognised in any
// language and however the owner's editor rewrapped them, and the lines the check prints for them.
import { notePlaceholders, PLACEHOLDERS, projectPlaceholders, TEXTS } from '../new/placeholders.ts';

/** The same text however it is wrapped: an owner's editor may rewrap a comment. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A project's body as today's outline would read: an older outline named the guide's former page. */
const asToday = (body: string) =>
	squeezed(body).replaceAll('docs/owner-guide.md', 'docs/owner/projects.md');

/** A text of `template` for any title: "One or two sentences about …". */
const anyTitle = (template: string) =>
	new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{title}', '.*')}$`, 'su');

/** Whether `text` is the text of `key` in some language, whatever its title. */
const isScaffold = (key: 'desc' | 'note', text: string) =>
	Object.values(TEXTS).some((texts) => anyTitle(texts[key]).test(text.trim()));

/** An address's host, without `www.`. */
const host = (address: string) => new URL(address).hostname.replace(/^www\./, '');

/** The placeholder repository's owner folder: any repository under it is a placeholder. */
const PLACEHOLDER_OWNER = `/${new URL(PLACEHOLDERS.github).pathname.split('/')[1]}/`;

/** Every language's project scaffold. */
const ALL_PROJECTS = Object.keys(TEXTS).map(projectPlaceholders);

/** Every language's note scaffold. */
const ALL_NOTES = Object.keys(TEXTS).map(notePlaceholders);

/** The lines `content:check` prints for a scaffold value left in a valid project; [] when none. */
export function placeholderProblems(
	shown: string,
	project: { desc: string; href: string; github?: string | undefined },
	body: string,
	image?: string,
): string[] {
	const problems: string[] = [];
	if (isScaffold('desc', project.desc))
		problems.push(
			`${shown}: desc: still the placeholder description; say what the project does in a sentence or two`,
		);
	if (host(project.href) === host(PLACEHOLDERS.href))
		problems.push(
			`${shown}: href: still the placeholder ${project.href}; write the project's live address`,
		);
	const github = project.github && new URL(project.github);
	if (
		github &&
		host(github.href) === host(PLACEHOLDERS.github) &&
		github.pathname.startsWith(PLACEHOLDER_OWNER)
	)
		problems.push(
			`${shown}: github: still the placeholder ${project.github}; write your repository's address, or remove the line if it has none`,
		);
	if (ALL_PROJECTS.some((scaffold) => image?.includes(scaffold.image)))
		problems.push(
			`${shown}: img: still the placeholder image from content:new; replace it with a screenshot of the project, or remove the line for a drawn cover`,
		);
	if (ALL_PROJECTS.some((scaffold) => asToday(body) === squeezed(scaffold.body)))
		problems.push(
			`${shown}: (body): still the outline from content:new; write the project's story under the headings, or delete them`,
		);
	return problems;
}

/** The lines `content:check` prints for a scaffold value left in a valid note; [] when none. */
export function notePlaceholderProblems(
	shown: string,
	note: { description: string },
	body: string,
): string[] {
	const problems: string[] = [];
	if (isScaffold('note', note.description))
		problems.push(
			`${shown}: description: still the placeholder description; say what the note is about in a sentence or two`,
		);
	if (ALL_NOTES.some((scaffold) => squeezed(body) === squeezed(scaffold.body)))
		problems.push(
			`${shown}: (body): still the comment from content:new; write the note below the frontmatter`,
		);
	return problems;
}

/** Whether `role` is a new application's placeholder in some language. */
export const isRolePlaceholder = (role: string) =>
	Object.values(TEXTS).some((texts) => texts.role === role.trim());

/** Whether `body` still holds a new application's opening comment in some language. */
export const holdsLetterOutline = (body: string) =>
	Object.values(TEXTS).some((texts) => squeezed(body).includes(`<!-- ${squeezed(texts.letter)}`));

// What `content:new` writes into a new project, note or application for the owner to replace, in
// the site's default language, and the lines that refuse each of those values, in any language,
// while it is still there.
import SCAFFOLD_TEXTS from './scaffold-texts.json' with { type: 'json' };

/** The words of the scaffolds in one language (`src/data/scaffold-texts.json`, every built-in one). */
export type ScaffoldTexts = (typeof SCAFFOLD_TEXTS)['en'];

const TEXTS = SCAFFOLD_TEXTS as Record<string, ScaffoldTexts>;

/**
 * The scaffolds' words in `lang`: by its whole tag, else by its primary subtag (`de-CH` → `de`,
 * `zh-Hant` → `zh-TW`), else English.
 */
export function scaffoldTexts(lang: string): ScaffoldTexts {
	const [primary = '', ...rest] = lang.split('-');
	const traditional = /^(hant|tw|hk|mo)$/i;
	const tag = Object.keys(TEXTS).find((known) => known.toLowerCase() === lang.toLowerCase());
	const chinese =
		primary.toLowerCase() === 'zh' &&
		(rest.some((part) => traditional.test(part)) ? 'zh-TW' : 'zh-CN');
	return TEXTS[tag ?? (chinese || primary.toLowerCase())] ?? TEXTS.en!;
}

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

/**
 * What `content:new` writes into a new project in `lang`, for the owner to replace.
 * `content:check` refuses each of them in every language, so a scaffolded project cannot reach
 * the site with an invented address or description.
 */
export function projectPlaceholders(lang: string) {
	const texts = scaffoldTexts(lang);
	return {
		href: 'https://example.com',
		github: 'https://github.com/you/repository',
		desc: (title: string) => texts.desc.replace('{title}', title),
		image: texts.image,
		body: [
			`## ${texts.what}`,
			'',
			`<!-- ${texts.whatHint} -->`,
			'',
			`## ${texts.how}`,
			'',
			`<!-- ${texts.howHint} -->`,
			'',
			`## ${texts.learned}`,
			'',
			`<!-- ${texts.learnedHint} -->`,
			'',
		].join('\n'),
	};
}

/** The project scaffold in English. */
export const PLACEHOLDERS = projectPlaceholders('en');

/** Every language's project scaffold, for the check. */
const ALL_PROJECTS = Object.keys(TEXTS).map(projectPlaceholders);

/** The lines `content:check` prints for a scaffold value left in a valid project; [] when none. */
export function placeholderProblems(
	shown: string,
	project: { desc: string; href: string; github?: string | undefined },
	body: string,
	image?: string,
): string[] {
	const problems: string[] = [];
	const host = (address: string) => new URL(address).hostname.replace(/^www\./, '');
	if (isScaffold('desc', project.desc))
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

/** What `content:new --note` writes in `lang` for the owner to replace; `content:check` refuses each. */
export function notePlaceholders(lang: string) {
	const texts = scaffoldTexts(lang);
	return {
		description: (title: string) => texts.note.replace('{title}', title),
		body: `<!-- ${texts.noteBody} -->\n`,
	};
}

/** Every language's note scaffold, for the check. */
const ALL_NOTES = Object.keys(TEXTS).map(notePlaceholders);

/**
 * What `content:new --application` writes in `lang`: the role to replace and the letter's
 * opening comment, which the check refuses while they are there.
 */
export function applicationPlaceholders(lang: string) {
	const texts = scaffoldTexts(lang);
	return { role: texts.role, body: `<!-- ${texts.letter}\n${texts.fields} -->\n` };
}

/** Whether `role` is a new application's placeholder in some language. */
export const isRolePlaceholder = (role: string) =>
	Object.values(TEXTS).some((texts) => texts.role === role.trim());

/** Whether `body` still holds a new application's opening comment in some language. */
export const holdsLetterOutline = (body: string) =>
	Object.values(TEXTS).some((texts) => squeezed(body).includes(`<!-- ${squeezed(texts.letter)}`));

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

// The texts of the visitor's controls in `pages.json`: the colour scheme choice and the search page.
import { text } from './messages.ts';
import { counted, group, page } from './page-texts.ts';

/** The header's radios: the group's name and each choice's label. */
export const schemeTexts = group("the colour scheme control's texts", {
	label: text('write the name of the colour scheme choice, e.g. "Colour scheme"'),
	system: text('write the label of the choice that follows the device, e.g. "System"'),
	light: text('write the label of the light colours, e.g. "Light"'),
	dark: text('write the label of the dark colours, e.g. "Dark"'),
});

/** The search page: its form, what a search answers, and the list shown without JavaScript. */
export const searchTexts = page('search', {
	heading: text('write the heading of the search page, e.g. "Search"'),
	/** The header link to the page. */
	link: text('write the label of the header link to the search page, e.g. "Search"'),
	label: text('write the label of the search field, e.g. "Search projects, notes and résumé"'),
	submit: text('write the label of the search button, e.g. "Search"'),
	tag: text('write the label of the tag selector, e.g. "Tag"'),
	allTags: text('write the choice that searches every tag, e.g. "All tags"'),
	searching: text('write what shows while a search runs, e.g. "Searching…"'),
	/** The count of results, in the forms the language has for numbers. */
	results: counted('write e.g. "{count} results"', ['count'], ['count']),
	noResults: text('write what shows when nothing matches, e.g. "Nothing found."'),
	more: text('write the label of the button that lists more results, e.g. "More results"'),
	failed: text(
		'write what shows when search cannot start, e.g. "Search is not available right now."',
	),
	noscript: text(
		'write what visitors without JavaScript see, e.g. "Search needs JavaScript: browse by technology or pick from the list below."',
	),
	browse: text('write the heading of the list of every page, e.g. "Everything on this site"'),
	tags: text('write the heading of the technologies, e.g. "Technologies"'),
	/** Shown only by the dev server, where no index exists. */
	dev: text('write the note the development server shows, e.g. "Search works in a build"'),
});

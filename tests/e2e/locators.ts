/**
 * The parts of a page the browser tests find, by role and the owner's names for them: the header
 * and footer navigation, the phone menu button, the tag chips, the project cards and the contact
 * form. Every spec finds them through these, so a change of markup is followed in one place.
 */
import type { Page } from '@playwright/test';
import { copy, escapeRegExp } from '../tools/content.ts';

/** The header's navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: copy.layout.mainNav });

/** The footer's navigation. */
export const footerNav = (page: Page) =>
	page.getByRole('navigation', { name: copy.layout.footerNav });

/** The phone menu button; found even where CSS hides it (desktop width), so its absence is checked. */
export const menuButton = (page: Page) =>
	mainNav(page).getByRole('button', { name: copy.layout.menuButton, includeHidden: true });

/** The tag chips' navigation, named by the owner (`name`: a fixture site's own name for it). */
export const chipNav = (page: Page, name = copy.projects.filter) =>
	page.getByRole('navigation', { name });

/** The chip of tag `name` (or "All") carrying `count` projects (`nav`: the chips' own name). */
export const chip = (page: Page, name: string, count: number, nav?: string) =>
	chipNav(page, nav).getByRole('link', { name: `${name} (${count})`, exact: true });

/** The project cards a visitor sees (hidden ones are left out by role queries). */
export const cards = (page: Page) =>
	page
		.getByRole('main')
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { level: 2 }) });

/** The contact form's fields, by the owner's labels. */
export const fields = (page: Page) => ({
	name: page.getByRole('textbox', { name: copy.contact.form.name }),
	email: page.getByRole('textbox', { name: copy.contact.form.email, exact: true }),
	phone_number: page.getByRole('textbox', { name: copy.contact.form.phone }),
	message: page.getByRole('textbox', { name: copy.contact.form.message }),
});

/** The contact form's button, whether it reads "Send" or "Sending". */
export const submitButton = (page: Page) =>
	page.getByRole('button', {
		name: new RegExp(
			`^(${escapeRegExp(copy.contact.form.submit)}|${escapeRegExp(copy.contact.form.sending)})`,
		),
	});

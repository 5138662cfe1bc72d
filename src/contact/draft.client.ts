// The contact form's draft, kept in `sessionStorage` as the visitor types so a reload loses
// nothing; never in `localStorage` (it would outlive the tab), never sent, cleared after a send.
import { writeItem, type KeyValueStore } from './web-storage.client.ts';

/** The fields a draft keeps: the form's field names, which are also the payload's keys. */
export const DRAFT_FIELDS = ['name', 'email', 'phone_number', 'message'] as const;

export type DraftField = (typeof DRAFT_FIELDS)[number];
export type Draft = Record<DraftField, string>;

/** The `sessionStorage` key of the draft. */
export const DRAFT_KEY = 'contact:draft';

/** Keeps `draft`; an empty draft removes the stored one. */
export function saveDraft(store: KeyValueStore | null, draft: Draft): void {
	const isEmpty = DRAFT_FIELDS.every((field) => draft[field] === '');
	writeItem(store, DRAFT_KEY, isEmpty ? null : JSON.stringify(draft));
}

/** Removes the draft (after a successful send). */
export function clearDraft(store: KeyValueStore | null): void {
	writeItem(store, DRAFT_KEY, null);
}

/** The four fields' current values, read from the DOM (the form's fields are uncontrolled). */
export function readFields(form: HTMLFormElement): Draft {
	const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
	return Object.fromEntries(DRAFT_FIELDS.map((name) => [name, value(name)])) as Draft;
}

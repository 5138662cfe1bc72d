/**
 * The contact form's draft: what the visitor has typed into name, e-mail, phone and message,
 * kept in `sessionStorage` as they type so a reload, an accidental back or a visit to another
 * page of the site in the same tab loses nothing. Never in `localStorage` (it would outlive the
 * tab and reach whoever uses the browser next) and never sent anywhere. Cleared after a
 * successful send. Imported by the ContactForm island; the contact page's own script reads the
 * draft back (src/lib/early-form.ts), with the key and fields the form names in its HTML.
 */
import { writeItem, type KeyValueStore } from './web-storage.ts';

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

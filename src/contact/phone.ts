/**
 * The phone rule: the field accepts an edit only while the value stays at most
 * 15 characters; an edit that would make it longer is ignored.
 * Imported by the ContactForm island.
 */

/** The longest phone number the field accepts, in characters. */
export const PHONE_MAX_LENGTH = 15;

/** The value the phone field should hold after an edit: the edit, or the previous value if too long. */
export function nextPhoneValue(previous: string, edited: string): string {
	return edited.length <= PHONE_MAX_LENGTH ? edited : previous;
}

// The phone rule: an edit is accepted only while the value stays at most 15 characters.

/** The longest phone number the field accepts, in characters. */
export const PHONE_MAX_LENGTH = 15;

/** The value the phone field should hold after an edit: the edit, or the previous value if too long. */
export function nextPhoneValue(previous: string, edited: string): string {
	return edited.length <= PHONE_MAX_LENGTH ? edited : previous;
}

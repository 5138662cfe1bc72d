// The browser's own rule for `<input type="email">`, so the inline hint agrees with its check.
const VALID_EMAIL =
	/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `value` is a valid e-mail address as `type="email"` checks it. */
export function isValidEmail(value: string): boolean {
	return VALID_EMAIL.test(value);
}

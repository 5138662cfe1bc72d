// Serialises data for a `<script>` element: `<`, `>`, `&` and the JavaScript line terminators are
// escaped, so no text can close the element or change how the parser ends it.

const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a script element: parses back to `value`, and never contains `<`, `>` or `&`. */
export function scriptJson(value: unknown): string {
	return JSON.stringify(value).replace(
		UNSAFE,
		(char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
	);
}

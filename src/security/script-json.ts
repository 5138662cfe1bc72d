/**
 * Serialises data for a `<script>` element (JSON-LD, the error page's data, any inline data):
 * every value the pages write into a script goes through `scriptJson`. Plain `JSON.stringify`
 * is not safe there: the HTML parser ends the script at the first `</script>`, whatever JSON
 * string it sits in, and `<!--` changes how it looks for that end, so an owner's text such as
 * `</script><script>alert(1)</script>` would close the element and run as a script. Escaping
 * `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026` (and the two JavaScript line terminators)
 * keeps the same JSON value with none of the characters HTML reacts to. Runs at build time only.
 */

const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a script element: parses back to `value`, and never contains `<`, `>` or `&`. */
export function scriptJson(value: unknown): string {
	return JSON.stringify(value).replace(
		UNSAFE,
		(char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
	);
}

/**
 * Puts the page's Content-Security-Policy `<meta>` first in the head, right after the charset.
 * A policy in a `<meta>` only covers what the parser meets after it, so a script before it (the
 * JSON-LD, Astro's own scripts) would escape it. Astro writes its policy `<meta>` where it
 * renders the head's collected styles and scripts, which is at the end of `<head>`, and it has
 * no option for the position; src/middleware.ts applies this to every page as it is built.
 * The charset stays first: browsers look for it in the first 1024 bytes, and a policy with
 * its hashes is longer than that.
 */

const CSP_META = /<meta http-equiv="content-security-policy"[^>]*>/i;
const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/** The page with its policy `<meta>` moved right after `<meta charset>`; unchanged without either. */
export function moveCspMetaFirst(html: string): string {
	const policy = html.match(CSP_META)?.[0];
	const charset = html.match(CHARSET_META);
	if (!policy || !charset || charset.index === undefined) return html;
	const withoutPolicy = html.replace(policy, '');
	const afterCharset = withoutPolicy.indexOf(charset[0]) + charset[0].length;
	return withoutPolicy.slice(0, afterCharset) + policy + withoutPolicy.slice(afterCharset);
}

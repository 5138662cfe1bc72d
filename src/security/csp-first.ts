// Puts the Content-Security-Policy `<meta>` first in the head, after the charset: a policy in a
// `<meta>` covers only what the parser meets after it, and Astro writes it at the head's end.

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

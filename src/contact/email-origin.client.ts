// The EmailJS API origin from PUBLIC_EMAILJS_ORIGIN, as a bare https origin: the policy allows
// exactly it, and the SDK appends `/api/v1.0/...` to it.

/** A DNS name or IPv4 address (as the URL parser writes it), or an IPv6 address in brackets. */
const HOST =
	/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/** The service's own API origin, used when PUBLIC_EMAILJS_ORIGIN is unset or empty. */
export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';

/** `value` as an origin (`https://host[:port]`); throws a message naming the fix when it is not one. */
export function emailOrigin(value: string | undefined): string {
	const raw = value?.trim() || DEFAULT_EMAIL_ORIGIN;
	const fix = `set it to an https: origin such as ${DEFAULT_EMAIL_ORIGIN}, or leave it empty`;
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		throw new Error(`PUBLIC_EMAILJS_ORIGIN: "${raw}" is not an address; ${fix}`);
	}
	if (url.protocol !== 'https:') {
		throw new Error(`PUBLIC_EMAILJS_ORIGIN: "${raw}" does not use https:; ${fix}`);
	}
	if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
		throw new Error(`PUBLIC_EMAILJS_ORIGIN: "${raw}" has more than an origin; ${fix}`);
	}
	// The URL parser lets characters such as `;`, `'` or `,` into a host name; in the
	// Content-Security-Policy they would end the directive or add a source. Only a DNS name
	// (letters, digits, dashes, dots) or an IP address passes.
	if (!HOST.test(url.hostname)) {
		throw new Error(`PUBLIC_EMAILJS_ORIGIN: "${raw}" has characters no host name has; ${fix}`);
	}
	return url.origin;
}

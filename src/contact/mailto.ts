/**
 * The `mailto:` link offered after a failed send, so the visitor's words still reach the owner.
 */

export interface MailtoFields {
	subject: string;
	body: string;
}

/**
 * A `mailto:` URL to `address` with the subject and body filled in. Both are percent-encoded
 * (spaces as %20, never +), and every line break is sent as CRLF (%0D%0A), as mail expects.
 */
export function mailtoHref(address: string, { subject, body }: MailtoFields): string {
	const encode = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));
	return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}

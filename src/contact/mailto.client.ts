// The `mailto:` link offered after a failed send, so the visitor's words still reach the owner.
import type { Pages } from '../schemas/pages.ts';
import { fill } from '../i18n/template.client.ts';
import type { Draft } from './draft.client.ts';

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

/** The subject and body of the link: the message, signed with the name and phone. */
export function mailtoFields(
	{ name, phone_number, message }: Draft,
	texts: Pick<Pages['contact']['form'], 'mailSubject' | 'mailSubjectNoName'>,
): MailtoFields {
	const signature = [name, phone_number].filter((part) => part.trim() !== '').join('\n');
	return {
		subject: name.trim() ? fill(texts.mailSubject, { name: name.trim() }) : texts.mailSubjectNoName,
		body: signature ? `${message}\n\n${signature}` : message,
	};
}

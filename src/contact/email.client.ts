// The e-mail sending step, the only importer of @emailjs/browser and astro:env/client. Ships to the
// browser. A send counts as sent when the status is 200 or the text is "OK"; a network error is
// status 0 with text "Network Error".
import { init, sendForm } from '@emailjs/browser';
import {
	PUBLIC_EMAILJS_ORIGIN,
	PUBLIC_EMAILJS_PUBLIC_KEY,
	PUBLIC_EMAILJS_SERVICE_ID,
	PUBLIC_EMAILJS_TEMPLATE_ID,
} from 'astro:env/client';
import { emailOrigin } from './email-origin.client.ts';
import { SEND_TIMEOUT_MS, normaliseOutcome, type SendResult } from './send-result.client.ts';

/**
 * Whether the form can send at all: the three ids are set. Read at build time by the contact page,
 * which offers no form when it cannot send and there is no e-mail address to offer instead.
 */
export const isFormConfigured = [
	PUBLIC_EMAILJS_PUBLIC_KEY,
	PUBLIC_EMAILJS_SERVICE_ID,
	PUBLIC_EMAILJS_TEMPLATE_ID,
].every((id) => typeof id === 'string' && id.trim() !== '');

let isInitialised = false;

/** Initialises the SDK with the public key, once per page. */
export function initEmail(): void {
	if (isInitialised) return;
	isInitialised = true;
	// Without `limitRate` (it counts failures too, so it would refuse a retry after a network
	// error; the form keeps its own window after a success) and `blockHeadless` (it reads only
	// `navigator.webdriver`, which stops tests and no bot).
	init({ publicKey: PUBLIC_EMAILJS_PUBLIC_KEY, origin: emailOrigin(PUBLIC_EMAILJS_ORIGIN) });
}

export interface SendOptions {
	/** Slower than this counts as a failure (SEND_TIMEOUT_MS by default). */
	timeoutMs?: number;
	/**
	 * Called with the service's answer when it arrives after the timeout, so a late success is
	 * not lost. The SDK takes no AbortSignal: a timed-out request goes on until it answers.
	 */
	onLateAnswer?: (result: SendResult) => void;
}

/**
 * Sends the contact form (multipart: its named fields plus the SDK's ids) and settles to
 * `{ status, text }`, never throwing. An answer slower than `timeoutMs` settles to the network
 * error; the answer itself then goes to `onLateAnswer`.
 */
export async function sendContactForm(
	form: HTMLFormElement,
	{ timeoutMs = SEND_TIMEOUT_MS, onLateAnswer }: SendOptions = {},
): Promise<SendResult> {
	initEmail();
	// Passing undefined ids lets the SDK raise its own "... is required" text.
	const answer = sendForm(
		PUBLIC_EMAILJS_SERVICE_ID as string,
		PUBLIC_EMAILJS_TEMPLATE_ID as string,
		form,
	).then(normaliseOutcome, (error: unknown) => {
		console.error('Sending the contact form failed:', error);
		return normaliseOutcome(error);
	});
	let timer: ReturnType<typeof setTimeout> | undefined;
	let isLate = false;
	const timeout = new Promise<SendResult>((resolve) => {
		timer = setTimeout(() => {
			isLate = true;
			const error = new SendTimeoutError(timeoutMs);
			console.error('Sending the contact form failed:', error);
			resolve(normaliseOutcome(error));
		}, timeoutMs);
	});
	const result = await Promise.race([answer, timeout]);
	clearTimeout(timer);
	if (isLate && onLateAnswer) void answer.then(onLateAnswer);
	return result;
}

/** Raised when the e-mail service has not answered in time. */
export class SendTimeoutError extends Error {
	constructor(timeoutMs: number) {
		super(`The e-mail service did not answer within ${timeoutMs / 1000} s`);
		this.name = 'SendTimeoutError';
	}
}

/**
 * The e-mail sending step: the only importer of @emailjs/browser and of astro:env/client.
 * The ContactForm island imports this module, so everything here ships to the browser.
 *
 * Spec rules (sections 4, 5, 7): the SDK is initialised once with the public key; a send
 * succeeds when the status is 200 or the text is "OK"; a network error is status 0 with
 * text "Network Error"; a missing public key, service ID, template ID or a bad form argument
 * is raised by the SDK as text, which we log and treat as a failure.
 */
import { init, sendForm } from '@emailjs/browser';
import {
	PUBLIC_EMAILJS_ORIGIN,
	PUBLIC_EMAILJS_PUBLIC_KEY,
	PUBLIC_EMAILJS_SERVICE_ID,
	PUBLIC_EMAILJS_TEMPLATE_ID,
} from 'astro:env/client';
import { SEND_TIMEOUT_MS, normaliseOutcome, type SendResult } from './send-result.ts';

let isInitialised = false;

/** Initialises the SDK with the public key, once per page. */
export function initEmail(): void {
	if (isInitialised) return;
	isInitialised = true;
	init({ publicKey: PUBLIC_EMAILJS_PUBLIC_KEY, origin: PUBLIC_EMAILJS_ORIGIN });
}

/**
 * Sends the contact form (multipart: its named fields plus the SDK's ids) and settles to the
 * spec's `{ status, text }`, never throwing. Slower than `timeoutMs` is a failure. The SDK takes
 * no AbortSignal, so the request itself is not cancelled: a late answer is ignored.
 */
export async function sendContactForm(
	form: HTMLFormElement,
	timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
	initEmail();
	let timer: ReturnType<typeof setTimeout> | undefined;
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new SendTimeoutError(timeoutMs)), timeoutMs);
	});
	try {
		// Passing undefined ids lets the SDK raise its own "... is required" text (spec, section 5).
		const response = await Promise.race([
			sendForm(PUBLIC_EMAILJS_SERVICE_ID as string, PUBLIC_EMAILJS_TEMPLATE_ID as string, form),
			timeout,
		]);
		return normaliseOutcome(response);
	} catch (error) {
		const result = normaliseOutcome(error);
		console.error('Sending the contact form failed:', error);
		return result;
	} finally {
		clearTimeout(timer);
	}
}

/** Raised when the e-mail service has not answered in time. */
export class SendTimeoutError extends Error {
	constructor(timeoutMs: number) {
		super(`The e-mail service did not answer within ${timeoutMs / 1000} s`);
		this.name = 'SendTimeoutError';
	}
}

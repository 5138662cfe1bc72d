// Turns whatever the e-mail SDK resolves or throws into `{ status, text }` and decides whether it
// counts as sent. Imports nothing, so the tests load it too.

/** What a send settled to: the service's status and text, or status 0 for no answer. */
export interface SendResult {
	status: number;
	text: string;
}

/**
 * A send that has not answered after this long counts as failed, like a network error (15 s:
 * far beyond a normal EmailJS answer, short enough that a visitor is not left waiting).
 */
export const SEND_TIMEOUT_MS = 15_000;

/** A network error (no answer, a dropped connection, a timeout): status 0, text "Network Error". */
export const NETWORK_ERROR: SendResult = { status: 0, text: 'Network Error' };

/** A send counts as sent when its status is 200 or its text is "OK". */
export function isSent(result: SendResult): boolean {
	return result.status === 200 || result.text === 'OK';
}

/**
 * Normalises an SDK outcome: a response-like `{ status, text }` is kept; a text the SDK
 * raises (missing settings, bad form) becomes status 0 with that text; a failed fetch
 * (TypeError), a timeout or anything else becomes the network error.
 */
export function normaliseOutcome(outcome: unknown): SendResult {
	if (typeof outcome === 'object' && outcome !== null && 'status' in outcome && 'text' in outcome) {
		const { status, text } = outcome;
		if (typeof status === 'number' && typeof text === 'string') return { status, text };
	}
	if (typeof outcome === 'string') return { status: 0, text: outcome };
	return NETWORK_ERROR;
}

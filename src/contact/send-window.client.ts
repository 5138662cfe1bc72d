// The one-minute window after a successful send, kept in `localStorage`: the same browser sends
// nothing more until it passes, so one visitor cannot use up the monthly quota.
import { readItem, writeItem, type KeyValueStore } from './web-storage.client.ts';

/** After a successful send, this browser sends nothing more for this long. */
export const SEND_INTERVAL_MS = 60_000;

/** The `localStorage` key holding the time (ms since the epoch) of the last successful send. */
export const LAST_SENT_KEY = 'contact:last-sent';

/** When this browser may send again (ms since the epoch), or null when it may send now. */
export function resendTime(store: KeyValueStore | null, now = Date.now()): number | null {
	const lastSent = Number(readItem(store, LAST_SENT_KEY));
	if (!Number.isFinite(lastSent) || lastSent <= 0) return null;
	const until = lastSent + SEND_INTERVAL_MS;
	// A time ahead of the clock (the clock was set back) does not lock the form.
	return lastSent <= now && now < until ? until : null;
}

/** Records a successful send at `now`, opening the window. */
export function recordSent(store: KeyValueStore | null, now = Date.now()): void {
	writeItem(store, LAST_SENT_KEY, String(now));
}

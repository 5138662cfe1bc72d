import { describe, expect, it } from 'vitest';
import { LAST_SENT_KEY, recordSent, resendTime } from '../../src/contact/send-window.client.ts';
import { memoryStore, refusingStore } from './web-storage-stub.ts';

const T = Date.UTC(2026, 10, 23, 12, 0, 0);
/** The window: one minute. */
const MINUTE = 60_000;

describe('the one-minute window after a successful send', () => {
	it('lets a browser that never sent send at once', () => {
		expect(resendTime(memoryStore(), T)).toBeNull();
	});

	it('holds every send for a minute after a success, then lets one through', () => {
		const store = memoryStore();
		recordSent(store, T);
		expect(resendTime(store, T)).toBe(T + MINUTE);
		expect(resendTime(store, T + MINUTE - 1)).toBe(T + MINUTE);
		expect(resendTime(store, T + MINUTE)).toBeNull();
	});

	it('does not lock the form for a time ahead of the clock or an unreadable value', () => {
		const store = memoryStore();
		recordSent(store, T + 10 * MINUTE);
		expect(resendTime(store, T)).toBeNull();
		store.setItem(LAST_SENT_KEY, 'not a time');
		expect(resendTime(store, T)).toBeNull();
	});

	it('works on without a storage, or with one that refuses', () => {
		expect(() => recordSent(refusingStore, T)).not.toThrow();
		expect(resendTime(refusingStore, T)).toBeNull();
		expect(() => recordSent(null, T)).not.toThrow();
		expect(resendTime(null, T)).toBeNull();
	});
});

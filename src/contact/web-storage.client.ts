// Web Storage access that fails quietly: blocked site data or a full quota must not break a send.

/** The parts of `Storage` the form uses, so Node tests can pass a Map-backed stand-in. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The named storage, or null when the browser refuses it. */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStore | null {
	try {
		return window[kind];
	} catch {
		return null;
	}
}

/** The stored text under `key`, or null when there is none or the storage refuses. */
export function readItem(store: KeyValueStore | null, key: string): string | null {
	try {
		return store?.getItem(key) ?? null;
	} catch {
		return null;
	}
}

/** Stores `value` under `key` (or removes it for null); a refusing storage is ignored. */
export function writeItem(store: KeyValueStore | null, key: string, value: string | null): void {
	try {
		if (value === null) store?.removeItem(key);
		else store?.setItem(key, value);
	} catch {
		// Full or blocked: the form works on without it.
	}
}

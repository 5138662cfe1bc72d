import type { KeyValueStore } from '../../src/contact/web-storage.client.ts';

/** A Map-backed stand-in for localStorage / sessionStorage. */
export function memoryStore(): KeyValueStore & { entries: Map<string, string> } {
	const entries = new Map<string, string>();
	return {
		entries,
		getItem: (key) => entries.get(key) ?? null,
		setItem: (key, value) => void entries.set(key, String(value)),
		removeItem: (key) => void entries.delete(key),
	};
}

/** A storage that throws on every call, as a browser that blocks site data does. */
export const refusingStore: KeyValueStore = {
	getItem: () => {
		throw new DOMException('blocked', 'SecurityError');
	},
	setItem: () => {
		throw new DOMException('full', 'QuotaExceededError');
	},
	removeItem: () => {
		throw new DOMException('blocked', 'SecurityError');
	},
};

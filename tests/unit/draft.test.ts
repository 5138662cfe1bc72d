import { describe, expect, it } from 'vitest';
import {
	DRAFT_FIELDS,
	DRAFT_KEY,
	clearDraft,
	saveDraft,
	type Draft,
} from '../../src/contact/draft.client.ts';
import { loadDraft as loadStored } from '../../src/contact/early-form.client.ts';
import type { KeyValueStore } from '../../src/contact/web-storage.client.ts';
import { memoryStore, refusingStore } from './web-storage-stub.ts';

/** The draft as the contact page reads it back: the key and fields the form names in its HTML. */
const loadDraft = (store: KeyValueStore | null) => loadStored(store, DRAFT_KEY, DRAFT_FIELDS);

const DRAFT: Draft = {
	name: 'Ada Lovelace',
	email: 'ada@example.com',
	phone_number: '555 010 1234',
	message: 'Hello!\nSecond line, with </script> & "quotes" 🌍',
};

describe('the contact draft', () => {
	it('comes back exactly as it was saved', () => {
		const store = memoryStore();
		saveDraft(store, DRAFT);
		expect(loadDraft(store)).toEqual(DRAFT);
	});

	it('keeps only the fields typed so far', () => {
		const store = memoryStore();
		saveDraft(store, { ...DRAFT, email: '', phone_number: '' });
		expect(loadDraft(store)).toEqual({ name: DRAFT.name, message: DRAFT.message });
	});

	it('is gone once cleared, and an empty form leaves nothing stored', () => {
		const store = memoryStore();
		saveDraft(store, DRAFT);
		clearDraft(store);
		expect(loadDraft(store)).toBeNull();
		saveDraft(store, DRAFT);
		saveDraft(store, { name: '', email: '', phone_number: '', message: '' });
		expect(store.entries.size).toBe(0);
	});

	it('ignores stored data that is not a draft', () => {
		const store = memoryStore();
		for (const text of ['{oops', 'null', '"text"', '[]', '{"name":1,"other":"x"}']) {
			store.setItem(DRAFT_KEY, text);
			expect(loadDraft(store), text).toBeNull();
		}
		store.setItem(DRAFT_KEY, JSON.stringify({ name: 'Ada', evil: '<b>', message: 42 }));
		expect(loadDraft(store)).toEqual({ name: 'Ada' });
	});

	it('works on without a storage, or with one that refuses', () => {
		expect(() => saveDraft(refusingStore, DRAFT)).not.toThrow();
		expect(loadDraft(refusingStore)).toBeNull();
		expect(() => clearDraft(null)).not.toThrow();
		expect(loadDraft(null)).toBeNull();
	});
});

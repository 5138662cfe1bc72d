/**
 * The colour scheme choice: the CSS that applies a checked radio or the remembered choice, and the
 * head script run against a stand-in document and storage (the browser tests run it for real).
 */
import { describe, expect, test } from 'vitest';
import {
	SCHEME_ATTRIBUTE,
	SCHEME_INPUT,
	SCHEME_KEY,
	SCHEME_SCRIPT,
	SCHEMES,
	schemeCss,
	schemeRadio,
} from '../../src/theme/scheme.ts';

type Listener = (event: Record<string, unknown>) => void;

/** A page as far as the script sees it: `<html>`, three radios, storage and event listeners. */
function stage(stored: string | null | Error) {
	const attributes = new Map<string, string>();
	// One radio group: checking one unchecks the others.
	let checkedValue: string = SCHEMES[0];
	const radios = SCHEMES.map((value) => ({
		name: SCHEME_INPUT,
		value,
		get checked() {
			return checkedValue === value;
		},
		set checked(on: boolean) {
			if (on) checkedValue = value;
		},
	}));
	const listeners: Record<string, Listener[]> = {};
	const listen = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
	let item = stored;
	const storage = {
		getItem: (key: string) => {
			if (item instanceof Error) throw item;
			return key === SCHEME_KEY ? item : null;
		},
		setItem: (key: string, value: string) => {
			if (item instanceof Error) throw item;
			if (key === SCHEME_KEY) item = value;
		},
		removeItem: (key: string) => {
			if (item instanceof Error) throw item;
			if (key === SCHEME_KEY) item = null;
		},
	};
	const document = {
		documentElement: {
			setAttribute: (name: string, value: string) => attributes.set(name, value),
			removeAttribute: (name: string) => attributes.delete(name),
		},
		addEventListener: listen,
		querySelector: (selector: string) =>
			radios.find((radio) => selector === schemeRadio(radio.value)) ?? null,
	};
	new Function('document', 'localStorage', 'addEventListener', SCHEME_SCRIPT)(
		document,
		storage,
		listen,
	);
	const fire = (type: string, event: Record<string, unknown> = {}) =>
		listeners[type]?.forEach((listener) => listener(event));
	return {
		attribute: () => attributes.get(SCHEME_ATTRIBUTE),
		checked: () => radios.filter((radio) => radio.checked).map((radio) => radio.value),
		stored: () => item,
		setStored: (value: string | null) => (item = value),
		/** The visitor checks the radio of `value`. */
		choose: (value: string) => {
			checkedValue = value;
			fire('change', { target: radios.find((radio) => radio.value === value) });
		},
		fire,
	};
}

describe('the colour scheme CSS', () => {
	const css = schemeCss();

	test('a checked radio sets color-scheme while no choice is remembered on <html>, on screens', () => {
		expect(css).toMatch(/^@media screen \{\n[\s\S]*\}\n$/);
		for (const scheme of ['light', 'dark'] as const) {
			expect(css).toContain(
				`\t:root:not([${SCHEME_ATTRIBUTE}]):has(${schemeRadio(scheme, ':checked')}),\n\t:root[${SCHEME_ATTRIBUTE}='${scheme}'] {\n\t\tcolor-scheme: ${scheme};\n\t}`,
			);
		}
	});

	test('the system choice sets nothing: the stylesheet’s own `light dark` applies', () => {
		expect(css).not.toContain('system');
	});
});

describe('the head script', () => {
	test('applies a remembered light or dark at once, and nothing else', () => {
		expect(stage('dark').attribute()).toBe('dark');
		expect(stage('light').attribute()).toBe('light');
		for (const other of [null, 'system', 'blue', '"]'])
			expect(stage(other).attribute(), String(other)).toBeUndefined();
	});

	test('checks the remembered choice’s radio once the page is parsed', () => {
		const page = stage('dark');
		expect(page.checked()).toEqual(['system']);
		page.fire('DOMContentLoaded');
		expect(page.checked()).toEqual(['dark']);
		expect(stage('blue').checked()).toEqual(['system']);
	});

	test('remembers and applies a radio the visitor checks; the system choice forgets', () => {
		const page = stage(null);
		page.choose('dark');
		expect([page.stored(), page.attribute()]).toEqual(['dark', 'dark']);
		page.choose('light');
		expect([page.stored(), page.attribute()]).toEqual(['light', 'light']);
		page.choose('system');
		expect([page.stored(), page.attribute()]).toEqual([null, undefined]);
	});

	test('leaves other form controls alone', () => {
		const page = stage('dark');
		page.fire('change', { target: { name: 'q', value: 'light' } });
		expect([page.stored(), page.attribute()]).toEqual(['dark', 'dark']);
	});

	test('follows a choice made meanwhile, on a page restored from the back-forward cache or in another tab', () => {
		const page = stage('dark');
		page.setStored('light');
		page.fire('pageshow', { persisted: false });
		expect(page.attribute()).toBe('dark');
		page.fire('pageshow', { persisted: true });
		expect([page.attribute(), page.checked()]).toEqual(['light', ['light']]);
		page.setStored(null);
		page.fire('storage', { key: SCHEME_KEY });
		expect([page.attribute(), page.checked()]).toEqual([undefined, ['system']]);
	});

	test('storage the browser refuses leaves the system setting, and a radio still switches', () => {
		const page = stage(new Error('SecurityError'));
		expect(page.attribute()).toBeUndefined();
		page.fire('DOMContentLoaded');
		expect(page.checked()).toEqual(['system']);
		page.choose('dark');
		expect(page.attribute()).toBe('dark');
	});
});

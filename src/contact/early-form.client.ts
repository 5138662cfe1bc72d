// What the contact page does before its island is there: restores a kept draft into empty fields
// and holds a submit until the island sends it. Imports nothing the island imports, so the build
// inlines it; the two meet only through the form's `data-*` attributes.

/** The stored draft's non-empty text values of `fields`, or null when there is none or it is unreadable. */
export function loadDraft(
	store: Pick<Storage, 'getItem'> | null,
	key: string,
	fields: readonly string[],
): Record<string, string> | null {
	let stored: unknown;
	try {
		stored = JSON.parse(store?.getItem(key) ?? 'null');
	} catch {
		return null;
	}
	if (typeof stored !== 'object' || stored === null) return null;
	const draft: Record<string, string> = {};
	for (const field of fields) {
		const value = (stored as Record<string, unknown>)[field];
		if (typeof value === 'string' && value !== '') draft[field] = value;
	}
	return Object.keys(draft).length > 0 ? draft : null;
}

/** `sessionStorage`, or null where the visitor blocks site data (reading it then throws). */
function sessionStore(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/** Fills the form's empty fields from the stored draft. */
export function restoreDraft(form: HTMLFormElement): void {
	const { draftKey = '', draftFields = '' } = form.dataset;
	const draft = loadDraft(sessionStore(), draftKey, draftFields.split(' '));
	for (const [name, value] of Object.entries(draft ?? {})) {
		const field = form.elements.namedItem(name);
		const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
		if (isText && field.value === '') field.value = value;
	}
}

/**
 * Holds submits made before the island is ready, writing `note.dataset.text` into `note` while
 * one is held, and clears the note once the island has taken the submit over.
 */
export function holdSubmits(form: HTMLFormElement, note: HTMLElement): void {
	form.addEventListener('submit', (event) => {
		if (form.hasAttribute('data-ready')) return;
		event.preventDefault();
		if (form.hasAttribute('data-held')) return;
		form.setAttribute('data-held', '');
		note.textContent = note.dataset.text ?? '';
		const observer = new MutationObserver(() => {
			if (form.hasAttribute('data-held')) return;
			note.textContent = '';
			observer.disconnect();
		});
		observer.observe(form, { attributes: true, attributeFilter: ['data-held'] });
	});
}

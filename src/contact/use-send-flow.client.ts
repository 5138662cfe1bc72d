// The contact form's send flow as a React hook: the trap, the one-minute window, the send and
// its late answer, the draft kept in step with every edit, and what the form shows after each.
import { useRef, useState, type ChangeEvent, type RefObject, type SubmitEvent } from 'react';
import type { Pages } from '../schemas/pages.ts';
import { sendContactForm } from './email.client.ts';
import { isSent, type SendResult } from './send-result.client.ts';
import { clearDraft, readFields, saveDraft, type Draft } from './draft.client.ts';
import { recordSent, resendTime } from './send-window.client.ts';
import { webStorage } from './web-storage.client.ts';

/** `held`: a submit within a minute of the last success; nothing was sent. */
export type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'held';

export interface SendFlow {
	status: Status;
	/** When sending works again, while a submit is held by the one-minute window. */
	heldUntil: number | null;
	/** The words that did not get through, for the mailto: link; null while there is no failure. */
	unsent: Draft | null;
	/** The trap field: only a bot fills it. */
	trapRef: RefObject<HTMLInputElement | null>;
	handleSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
	/** Keeps the draft, and the mailto: link, in step with every edit. */
	handleFormChange: (event: ChangeEvent<HTMLFormElement>) => void;
}

/**
 * Keeps the fields as the draft: they hold the restored draft and whatever was typed before
 * hydration, which is the draft from now on.
 */
export function keepDraft(form: HTMLFormElement): void {
	saveDraft(webStorage('sessionStorage'), readFields(form));
}

/**
 * From here on submits are the island's: the page's script stops holding them, and one it held
 * while the island's code was on its way is sent now, once.
 */
export function takeOverSubmits(form: HTMLFormElement): void {
	form.setAttribute('data-ready', '');
	if (form.hasAttribute('data-held')) {
		form.removeAttribute('data-held');
		form.requestSubmit();
	}
}

/**
 * Sends the form: a filled trap gets the ordinary success and nothing is sent; a submit within
 * the window is held; a failure keeps every value for the mailto: link; a success (even one that
 * arrives after the timeout) records the send, clears the draft, alerts and goes to `homeHref`.
 */
export function useSendFlow(
	texts: Pick<Pages['contact']['form'], 'sent' | 'failed'>,
	homeHref: string,
): SendFlow {
	const [status, setStatus] = useState<Status>('idle');
	const [heldUntil, setHeldUntil] = useState<number | null>(null);
	const [unsent, setUnsent] = useState<Draft | null>(null);
	const trapRef = useRef<HTMLInputElement>(null);
	// Guards against a second submit in the same tick, before the disabled button renders.
	const isSending = useRef(false);
	// The success flow ran (perhaps for a late answer): nothing else may alert or send.
	const isDone = useRef(false);

	// Bubbles up after each field's own handler (the phone rule has run).
	function handleFormChange(event: ChangeEvent<HTMLFormElement>) {
		const values = readFields(event.currentTarget);
		saveDraft(webStorage('sessionStorage'), values);
		if (unsent) setUnsent(values);
	}

	function succeed() {
		if (isDone.current) return;
		isDone.current = true;
		recordSent(webStorage('localStorage'));
		clearDraft(webStorage('sessionStorage'));
		setStatus('sent');
		window.alert(texts.sent);
		window.location.assign(homeHref);
	}

	function handleLateAnswer(result: SendResult) {
		if (isSent(result)) succeed();
	}

	async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (isSending.current || isDone.current) return;
		const form = event.currentTarget;
		// Only a bot fills the trap: it gets the ordinary success and nothing is sent.
		if (trapRef.current!.value !== '') {
			succeed();
			return;
		}
		const until = resendTime(webStorage('localStorage'));
		if (until !== null) {
			setHeldUntil(until);
			setUnsent(readFields(form));
			setStatus('held');
			window.alert(texts.failed);
			return;
		}
		isSending.current = true;
		setHeldUntil(null);
		setUnsent(null);
		setStatus('sending');
		const result = await sendContactForm(form, { onLateAnswer: handleLateAnswer });
		if (isDone.current) return;
		if (isSent(result)) {
			succeed();
			return;
		}
		setUnsent(readFields(form));
		setStatus('failed');
		window.alert(texts.failed);
		isSending.current = false;
	}

	return { status, heldUntil, unsent, trapRef, handleSubmit, handleFormChange };
}

/**
 * The contact form. Browser-native checks (`required`, `type="email"`) guard the submit; the
 * e-mail hint appears once the field was left non-empty and invalid; the phone field ignores
 * edits past 15 characters. Sending goes through src/lib/email.ts; a failure keeps every value
 * and offers a mailto: link with the message.
 *
 * Against bots and lost words:
 * - a trap field that people never see or reach; when it is filled nothing is sent and the
 *   ordinary success flow runs, so a bot learns nothing;
 * - after a successful send this browser sends nothing more for a minute (src/lib/send-window.ts);
 *   a submit in that window fails without a request and says when sending works again;
 * - a draft of the four fields is kept in sessionStorage as the visitor types (src/lib/draft.ts);
 *   the page's own script puts it back when the page is opened again in the same tab, before
 *   the island is there (src/lib/early-form.ts); a success clears it;
 * - a success that arrives after the timeout still runs the success flow.
 *
 * The fields are uncontrolled: the form hydrates when the visitor first reaches it (the first
 * focus, key, pointer over it or submit starts loading it), and a controlled field would wipe
 * what they typed into the server HTML before it is there. Submit works from the first tap: the
 * browser checks the fields, and the page's script holds a submit made before the island is
 * ready, which the island sends as soon as it mounts. The form's method is `dialog`, so without
 * JavaScript a submit never leaves the page (the page says to write to the owner instead).
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { initEmail, sendContactForm } from '../contact/email.ts';
import { isSent, type SendResult } from '../contact/send-result.ts';
import { isValidEmail } from '../contact/email-address.ts';
import { PHONE_MAX_LENGTH, nextPhoneValue } from '../contact/phone.ts';
import { DRAFT_FIELDS, DRAFT_KEY, clearDraft, saveDraft, type Draft } from '../contact/draft.ts';
import { recordSent, resendTime } from '../contact/send-window.ts';
import { mailtoHref } from '../contact/mailto.ts';
import { webStorage } from '../contact/web-storage.ts';
import { fill, segments } from '../i18n/template.ts';
import type { Pages } from '../schemas/pages.ts';
import styles from './ContactForm.module.css';

/**
 * The owner's texts (content/pages.json, `contact.form`): labels, the button, the e-mail hint,
 * the alerts after a send, the note while sending is held and the mailto: fallback.
 */
export type ContactFormTexts = Pages['contact']['form'];

export interface ContactFormProps {
	texts: ContactFormTexts;
	/** Where the browser goes after a successful send (the home page, with the site's base). */
	homeHref: string;
	/** The owner's address, for the mailto: link offered when a send fails. */
	ownerEmail: string;
	/** The language of each text the page's language lacks (it shows the default language's). */
	textLangs?: Partial<Record<keyof ContactFormTexts, string>>;
}

/** `held`: a submit within a minute of the last success; nothing was sent. */
type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'held';

/** The country calling codes on offer: display only, never submitted, no effect on the message. */
const COUNTRIES = [
	{ code: 'US', dial: '1' },
	{ code: 'CA', dial: '1' },
	{ code: 'MX', dial: '52' },
];

/** A time as the page's language writes it (`<html lang>`), read when the note is shown. */
const formatTime = (time: number) =>
	new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
		timeStyle: 'medium',
	}).format(time);

/** The four fields' current values, read from the DOM (the fields are uncontrolled). */
function readFields(form: HTMLFormElement): Draft {
	const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
	return Object.fromEntries(DRAFT_FIELDS.map((name) => [name, value(name)])) as Draft;
}

/** The subject and body of the mailto: fallback: the message, signed with the name and phone. */
function mailtoFields({ name, phone_number, message }: Draft, texts: ContactFormTexts) {
	const signature = [name, phone_number].filter((part) => part.trim() !== '').join('\n');
	return {
		subject: name.trim() ? fill(texts.mailSubject, { name: name.trim() }) : texts.mailSubjectNoName,
		body: signature ? `${message}\n\n${signature}` : message,
	};
}

export default function ContactForm({
	texts,
	homeHref,
	ownerEmail,
	textLangs = {},
}: ContactFormProps) {
	const [status, setStatus] = useState<Status>('idle');
	const [email, setEmail] = useState('');
	const [isEmailTouched, setIsEmailTouched] = useState(false);
	// When sending works again, while a submit is held by the one-minute window.
	const [heldUntil, setHeldUntil] = useState<number | null>(null);
	// The words that did not get through, for the mailto: link; null while there is no failure.
	const [unsent, setUnsent] = useState<Draft | null>(null);
	const emailRef = useRef<HTMLInputElement>(null);
	const phoneRef = useRef<HTMLInputElement>(null);
	const trapRef = useRef<HTMLInputElement>(null);
	// The last phone value within the limit: an edit past it puts this back.
	const lastPhone = useRef('');
	// Guards against a second submit in the same tick, before the disabled button renders.
	const isSending = useRef(false);
	// The success flow ran (perhaps for a late answer): nothing else may alert or send.
	const isDone = useRef(false);

	const showEmailHint = isEmailTouched && email !== '' && !isValidEmail(email);
	const isBusy = status === 'sending' || status === 'sent';

	function applyPhoneRule(input: HTMLInputElement) {
		const next = nextPhoneValue(lastPhone.current, input.value);
		// Only a rejected edit is written back, so the caret stays put while typing.
		if (next !== input.value) input.value = next;
		lastPhone.current = next;
	}

	useEffect(() => {
		initEmail();
		const form = emailRef.current!.form!;
		// The fields hold the restored draft and whatever was typed before hydration: that is the
		// draft from now on.
		saveDraft(webStorage('sessionStorage'), readFields(form));
		// Catch up with the DOM: the hint's inputs and the phone rule.
		const emailInput = emailRef.current!;
		setEmail(emailInput.value);
		if (emailInput.value !== '' && document.activeElement !== emailInput) setIsEmailTouched(true);
		applyPhoneRule(phoneRef.current!);
		// From here on submits are this island's; one the page's script held while the code was
		// on its way is sent now, once.
		form.setAttribute('data-ready', '');
		if (form.hasAttribute('data-held')) {
			form.removeAttribute('data-held');
			form.requestSubmit();
		}
	}, []);

	function handlePhoneChange(event: ChangeEvent<HTMLInputElement>) {
		applyPhoneRule(event.currentTarget);
	}

	// Bubbles up after each field's own handler (the phone rule has run): keeps the draft, and
	// the mailto: link, in step with every edit.
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

	return (
		<form
			className={styles.form}
			method="dialog"
			data-draft-key={DRAFT_KEY}
			data-draft-fields={DRAFT_FIELDS.join(' ')}
			onSubmit={handleSubmit}
			onChange={handleFormChange}
			aria-busy={isBusy}
		>
			<div className={styles.field}>
				<label htmlFor="contact-name" lang={textLangs.name}>
					{texts.name}
				</label>
				<input id="contact-name" name="name" type="text" autoComplete="name" required />
			</div>
			<div className={styles.field}>
				<label htmlFor="contact-email" lang={textLangs.email}>
					{texts.email}
				</label>
				<input
					id="contact-email"
					name="email"
					type="email"
					autoComplete="email"
					required
					ref={emailRef}
					onChange={(event) => setEmail(event.currentTarget.value)}
					onBlur={() => setIsEmailTouched(true)}
					aria-invalid={showEmailHint}
					aria-describedby={showEmailHint ? 'contact-email-hint' : undefined}
				/>
				{showEmailHint && (
					<p id="contact-email-hint" className={styles.hint} lang={textLangs.emailHint}>
						{texts.emailHint}
					</p>
				)}
			</div>
			<div className={styles.field}>
				<label htmlFor="contact-phone" lang={textLangs.phone}>
					{texts.phone}
				</label>
				<div className={styles.phone}>
					<select aria-label={texts.country} className={styles.country} defaultValue="US">
						{COUNTRIES.map(({ code, dial }) => (
							<option key={code} value={code}>
								{code} +{dial}
							</option>
						))}
					</select>
					{/* type="text", not "tel": the number without its country code (tel-national, the
					    calling code has its own selector) may only be asked of a text field. */}
					<input
						id="contact-phone"
						name="phone_number"
						type="text"
						autoComplete="tel-national"
						inputMode="tel"
						required
						// maxLength makes the browser stop typing at 15 and clip a paste or drop to 15;
						// nextPhoneValue ignores any longer value that gets past it (autofill, scripts).
						maxLength={PHONE_MAX_LENGTH}
						ref={phoneRef}
						onChange={handlePhoneChange}
					/>
				</div>
			</div>
			<div className={styles.field}>
				<label htmlFor="contact-message" lang={textLangs.message}>
					{texts.message}
				</label>
				<textarea id="contact-message" name="message" rows={6} required />
			</div>
			{/* The trap: off-screen, out of the tab order, hidden from assistive technology, never
			    autofilled, and without a name, so it is never part of what is sent. No person reads
			    its label, so the label is not one of the owner's texts. */}
			<div className={styles.trap} aria-hidden="true">
				<label htmlFor="contact-website">Website</label>
				<input id="contact-website" type="text" tabIndex={-1} autoComplete="off" ref={trapRef} />
			</div>
			<div className={styles.actions}>
				<button
					className={styles.submit}
					type="submit"
					disabled={isBusy}
					lang={status === 'sending' ? textLangs.sending : textLangs.submit}
				>
					{status === 'sending' ? texts.sending : texts.submit}
				</button>
				<div role="status" className={styles.notes}>
					{status === 'held' && heldUntil !== null && (
						<p lang={textLangs.held}>
							{segments(texts.held).map((piece) =>
								typeof piece === 'string' ? (
									piece
								) : (
									<time key="time" dateTime={new Date(heldUntil).toISOString()}>
										{formatTime(heldUntil)}
									</time>
								),
							)}
						</p>
					)}
					{unsent && (status === 'failed' || status === 'held') && (
						<p lang={textLangs.mailto}>
							{segments(texts.mailto).map((piece) =>
								typeof piece === 'string' ? (
									piece
								) : (
									<a key="link" href={mailtoHref(ownerEmail, mailtoFields(unsent, texts))}>
										{fill(texts.mailtoLink, { email: ownerEmail })}
									</a>
								),
							)}
						</p>
					)}
				</div>
			</div>
		</form>
	);
}

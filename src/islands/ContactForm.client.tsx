// The contact form island: uncontrolled fields (what is typed before it hydrates is kept), the
// e-mail hint once the field was left invalid, the phone rule, and the notes after a failed or
// held send. Without JavaScript its `dialog` method keeps a submit on the page.
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { initEmail } from '../contact/email.client.ts';
import { isValidEmail } from '../contact/email-address.client.ts';
import { PHONE_MAX_LENGTH, nextPhoneValue } from '../contact/phone.client.ts';
import { DRAFT_FIELDS, DRAFT_KEY } from '../contact/draft.client.ts';
import { mailtoFields, mailtoHref } from '../contact/mailto.client.ts';
import { keepDraft, takeOverSubmits, useSendFlow } from '../contact/use-send-flow.client.ts';
import { fill, segments } from '../i18n/template.client.ts';
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
	/** The owner's address, for the mailto: link offered when a send fails; none without one. */
	ownerEmail?: string;
	/** The language of each text the page's language lacks (it shows the default language's). */
	textLangs?: Partial<Record<keyof ContactFormTexts, string>>;
	/**
	 * The country calling code selector, static HTML from the page (every country, so React never
	 * renders its options): display only, never submitted, no effect on the message.
	 */
	children?: ReactNode;
}

/** A time as the page's language writes it (`<html lang>`), read when the note is shown. */
const formatTime = (time: number) =>
	new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
		timeStyle: 'medium',
	}).format(time);

export default function ContactForm({
	texts,
	homeHref,
	ownerEmail,
	textLangs = {},
	children,
}: ContactFormProps) {
	const { status, heldUntil, unsent, trapRef, handleSubmit, handleFormChange } = useSendFlow(
		texts,
		homeHref,
	);
	const [email, setEmail] = useState('');
	const [isEmailTouched, setIsEmailTouched] = useState(false);
	const emailRef = useRef<HTMLInputElement>(null);
	const phoneRef = useRef<HTMLInputElement>(null);
	// The last phone value within the limit: an edit past it puts this back.
	const lastPhone = useRef('');

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
		keepDraft(form);
		// Catch up with the DOM: the hint's inputs and the phone rule.
		const emailInput = emailRef.current!;
		setEmail(emailInput.value);
		if (emailInput.value !== '' && document.activeElement !== emailInput) setIsEmailTouched(true);
		applyPhoneRule(phoneRef.current!);
		takeOverSubmits(form);
	}, []);

	function handlePhoneChange(event: ChangeEvent<HTMLInputElement>) {
		applyPhoneRule(event.currentTarget);
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
					{children}
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
			    its label, so the label is not one of the owner's texts (it is marked as English). */}
			<div className={styles.trap} aria-hidden="true">
				<label htmlFor="contact-website" lang="en">
					Website
				</label>
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
					{ownerEmail && unsent && (status === 'failed' || status === 'held') && (
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

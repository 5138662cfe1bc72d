/**
 * The contact form. Browser-native checks (`required`, `type="email"`) guard the submit; the
 * e-mail hint appears once the field was left non-empty and invalid; the phone field ignores
 * edits past 15 characters. Sending goes through src/lib/email.ts; a failure keeps every value.
 *
 * The fields are uncontrolled: the form hydrates when the visitor first reaches it (the first
 * focus, key or pointer over it starts loading it), and a controlled field would wipe what they
 * typed into the server HTML before it is there. Submit stays disabled until then, so a send
 * always goes through the island.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { initEmail, sendContactForm } from '../lib/email.ts';
import { isSent } from '../lib/send-result.ts';
import { isValidEmail } from '../lib/email-address.ts';
import { PHONE_MAX_LENGTH, nextPhoneValue } from '../lib/phone.ts';
import styles from './ContactForm.module.css';

export interface ContactFormProps {
	/** Where the browser goes after a successful send (the home page, with the site's base). */
	homeHref: string;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** Spec, section 8. */
const SUCCESS_MESSAGE = 'Message successfully sent!';
const FAILURE_MESSAGE = 'Failed to send the message, please try again.';
const EMAIL_HINT = 'Please enter a valid email address.';

/** Spec, section 9: display only, never submitted. */
const COUNTRIES = [
	{ code: 'US', dial: '1' },
	{ code: 'CA', dial: '1' },
	{ code: 'MX', dial: '52' },
];

export default function ContactForm({ homeHref }: ContactFormProps) {
	const [status, setStatus] = useState<Status>('idle');
	const [isHydrated, setIsHydrated] = useState(false);
	const [email, setEmail] = useState('');
	const [isEmailTouched, setIsEmailTouched] = useState(false);
	const emailRef = useRef<HTMLInputElement>(null);
	const phoneRef = useRef<HTMLInputElement>(null);
	// The last phone value within the limit: an edit past it puts this back.
	const lastPhone = useRef('');
	// Guards against a second submit in the same tick, before the disabled button renders.
	const isSending = useRef(false);

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
		// Catch up with what was typed before hydration: the hint's inputs and the phone rule.
		const emailInput = emailRef.current!;
		setEmail(emailInput.value);
		if (emailInput.value !== '' && document.activeElement !== emailInput) setIsEmailTouched(true);
		applyPhoneRule(phoneRef.current!);
		setIsHydrated(true);
	}, []);

	function handlePhoneChange(event: ChangeEvent<HTMLInputElement>) {
		applyPhoneRule(event.currentTarget);
	}

	async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (isSending.current) return;
		isSending.current = true;
		setStatus('sending');
		const result = await sendContactForm(event.currentTarget);
		if (isSent(result)) {
			setStatus('sent');
			window.alert(SUCCESS_MESSAGE);
			window.location.assign(homeHref);
			return;
		}
		setStatus('failed');
		window.alert(FAILURE_MESSAGE);
		isSending.current = false;
	}

	return (
		<form className={styles.form} onSubmit={handleSubmit} aria-busy={isBusy}>
			<div className={styles.field}>
				<label htmlFor="contact-name">Full name</label>
				<input id="contact-name" name="name" type="text" autoComplete="name" required />
			</div>
			<div className={styles.field}>
				<label htmlFor="contact-email">Email</label>
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
					<p id="contact-email-hint" className={styles.hint}>
						{EMAIL_HINT}
					</p>
				)}
			</div>
			<div className={styles.field}>
				<label htmlFor="contact-phone">Phone number</label>
				<div className={styles.phone}>
					<select aria-label="Country calling code" className={styles.country} defaultValue="US">
						{COUNTRIES.map(({ code, dial }) => (
							<option key={code} value={code}>
								{code} +{dial}
							</option>
						))}
					</select>
					<input
						id="contact-phone"
						name="phone_number"
						type="tel"
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
				<label htmlFor="contact-message">Message</label>
				<textarea id="contact-message" name="message" rows={6} required />
			</div>
			<button className={styles.submit} type="submit" disabled={!isHydrated || isBusy}>
				{status === 'sending' ? 'Sending…' : 'Submit'}
			</button>
		</form>
	);
}

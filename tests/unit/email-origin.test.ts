import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_ORIGIN, emailOrigin } from '../../src/contact/email-origin.client.ts';

describe('emailOrigin', () => {
	it('defaults to the service’s own origin when unset or blank', () => {
		expect(emailOrigin(undefined)).toBe(DEFAULT_EMAIL_ORIGIN);
		expect(emailOrigin('')).toBe(DEFAULT_EMAIL_ORIGIN);
		expect(emailOrigin('   ')).toBe(DEFAULT_EMAIL_ORIGIN);
	});

	it('normalises to a bare origin: a trailing slash never makes //api', () => {
		expect(emailOrigin('https://api.emailjs.com/')).toBe('https://api.emailjs.com');
		expect(emailOrigin(' https://EMAIL.example.com:8443/ ')).toBe('https://email.example.com:8443');
		expect(`${emailOrigin('https://proxy.example.com/')}/api/v1.0/email/send-form`).toBe(
			'https://proxy.example.com/api/v1.0/email/send-form',
		);
	});

	it.each([
		['http://api.emailjs.com', 'does not use https:'],
		['ftp://api.emailjs.com', 'does not use https:'],
		['api.emailjs.com', 'is not an address'],
		['https://proxy.example.com/emailjs', 'has more than an origin'],
		['https://api.emailjs.com/?x=1', 'has more than an origin'],
		['https://api.emailjs.com;script-src', 'has characters no host name has'],
		["https://api.emailjs.com'unsafe-inline'", 'has characters no host name has'],
		['https://api.emailjs.com,evil.example', 'has characters no host name has'],
	])('refuses %s with a message naming the variable and the fix', (value, problem) => {
		expect(() => emailOrigin(value)).toThrow(
			`PUBLIC_EMAILJS_ORIGIN: "${value}" ${problem}; set it to an https: origin such as https://api.emailjs.com, or leave it empty`,
		);
	});
});

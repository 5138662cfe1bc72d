import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it } from 'vitest';
import { isSent, normaliseOutcome } from '../../src/contact/send-result.client.ts';

describe('normaliseOutcome', () => {
	it('keeps the status and text of a response the SDK resolved with', () => {
		expect(normaliseOutcome(new EmailJSResponseStatus(200, 'OK'))).toEqual({
			status: 200,
			text: 'OK',
		});
		expect(normaliseOutcome(new EmailJSResponseStatus(201, 'Created'))).toEqual({
			status: 201,
			text: 'Created',
		});
	});

	it('keeps the status and text of a response the SDK threw (non-2xx answer)', () => {
		expect(normaliseOutcome(new EmailJSResponseStatus(400, 'The service ID is invalid'))).toEqual({
			status: 400,
			text: 'The service ID is invalid',
		});
		expect(normaliseOutcome(new EmailJSResponseStatus(429, 'Too Many Requests'))).toEqual({
			status: 429,
			text: 'Too Many Requests',
		});
	});

	it('turns a failed fetch (TypeError) into the network error: status 0, "Network Error"', () => {
		expect(normaliseOutcome(new TypeError('Failed to fetch'))).toEqual({
			status: 0,
			text: 'Network Error',
		});
	});

	it('turns a text the SDK raises (missing settings, bad form) into status 0 with that text', () => {
		const missingKey =
			'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
		expect(normaliseOutcome(missingKey)).toEqual({ status: 0, text: missingKey });
		const badForm =
			'The 3rd parameter is expected to be the HTML form element or the style selector of the form';
		expect(normaliseOutcome(badForm)).toEqual({ status: 0, text: badForm });
	});

	it('treats anything else (other errors, malformed objects, nothing) as the network error', () => {
		for (const outcome of [
			new Error('boom'),
			undefined,
			null,
			42,
			{ status: '200', text: 'OK' },
			{ status: 200 },
			{ text: 'OK' },
		]) {
			expect(normaliseOutcome(outcome)).toEqual({ status: 0, text: 'Network Error' });
		}
	});
});

describe('isSent (status 200 or text "OK")', () => {
	it.each([
		[200, 'OK', true],
		[200, 'Accepted for delivery', true],
		[200, '', true],
		[400, 'OK', true],
		[201, 'Created', false],
		[204, '', false],
		[400, 'Bad Request', false],
		[403, 'Forbidden', false],
		[429, 'Too Many Requests', false],
		[500, 'Internal Server Error', false],
		[502, 'Bad Gateway', false],
		[0, 'Network Error', false],
		[200.5, 'ok', false],
		[0, 'ok', false],
	])('status %d with text %j is sent: %s', (status, text, expected) => {
		expect(isSent({ status, text })).toBe(expected);
	});

	it('counts every failure the SDK can produce as not sent', () => {
		expect(isSent(normaliseOutcome(new TypeError('Failed to fetch')))).toBe(false);
		expect(isSent(normaliseOutcome('The service ID is required.'))).toBe(false);
		expect(isSent(normaliseOutcome(new EmailJSResponseStatus(500, 'Internal Server Error')))).toBe(
			false,
		);
	});
});

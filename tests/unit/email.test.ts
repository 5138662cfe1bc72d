import { EmailJSResponseStatus } from '@emailjs/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_TIMEOUT_MS, isSent } from '../../src/contact/send-result.client.ts';

/** The settings astro:env/client hands to the sending module; each test may change them. */
const settings = vi.hoisted(() => ({
	PUBLIC_EMAILJS_PUBLIC_KEY: 'unit-public-key' as string | undefined,
	PUBLIC_EMAILJS_SERVICE_ID: 'unit-service' as string | undefined,
	PUBLIC_EMAILJS_TEMPLATE_ID: 'unit-template' as string | undefined,
	PUBLIC_EMAILJS_ORIGIN: 'https://emailjs.unit.invalid' as string | undefined,
}));

vi.mock('astro:env/client', () => settings);

// init and sendForm are spies; by default they run the real SDK code, so a missing setting
// raises the SDK's own text. No test reaches the network: every one that gets past the
// checks replaces sendForm's result.
vi.mock('@emailjs/browser', async (importOriginal) => {
	const actual = await importOriginal<typeof import('@emailjs/browser')>();
	return { ...actual, init: vi.fn(actual.init), sendForm: vi.fn(actual.sendForm) };
});

/** A fresh copy of the sending module, so its "initialised once" flag starts unset. */
async function loadEmail() {
	vi.resetModules();
	const sdk = await import('@emailjs/browser');
	const email = await import('../../src/contact/email.client.ts');
	return { ...email, init: vi.mocked(sdk.init), sendForm: vi.mocked(sdk.sendForm) };
}

// The sending module only hands the form to sendForm, so a stand-in object is enough here.
const form = { nodeName: 'FORM' } as HTMLFormElement;

beforeEach(() => {
	vi.clearAllMocks();
	settings.PUBLIC_EMAILJS_PUBLIC_KEY = 'unit-public-key';
	settings.PUBLIC_EMAILJS_SERVICE_ID = 'unit-service';
	settings.PUBLIC_EMAILJS_TEMPLATE_ID = 'unit-template';
	settings.PUBLIC_EMAILJS_ORIGIN = 'https://emailjs.unit.invalid';
});

afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
});

describe('initEmail', () => {
	it('initialises the SDK once, with the public key and origin', async () => {
		const { initEmail, init } = await loadEmail();
		initEmail();
		initEmail();
		expect(init).toHaveBeenCalledTimes(1);
		expect(init).toHaveBeenCalledWith({
			publicKey: 'unit-public-key',
			origin: 'https://emailjs.unit.invalid',
		});
	});

	it('hands the SDK a bare origin, so a trailing slash never makes //api', async () => {
		settings.PUBLIC_EMAILJS_ORIGIN = 'https://emailjs.unit.invalid/';
		const { initEmail, init } = await loadEmail();
		initEmail();
		expect(init).toHaveBeenCalledWith({
			publicKey: 'unit-public-key',
			origin: 'https://emailjs.unit.invalid',
		});
	});
});

describe('sendContactForm', () => {
	it('sends the form with the service and template ids and settles to 200 "OK"', async () => {
		const { sendContactForm, sendForm, init } = await loadEmail();
		sendForm.mockResolvedValueOnce(new EmailJSResponseStatus(200, 'OK'));
		const result = await sendContactForm(form);
		expect(sendForm).toHaveBeenCalledTimes(1);
		expect(sendForm).toHaveBeenCalledWith('unit-service', 'unit-template', form);
		expect(init).toHaveBeenCalledTimes(1);
		expect(result).toEqual({ status: 200, text: 'OK' });
		expect(isSent(result)).toBe(true);
	});

	it('reports a resolved answer that is neither 200 nor "OK" (201) as not sent', async () => {
		const { sendContactForm, sendForm } = await loadEmail();
		sendForm.mockResolvedValueOnce(new EmailJSResponseStatus(201, 'Created'));
		const result = await sendContactForm(form);
		expect(result).toEqual({ status: 201, text: 'Created' });
		expect(isSent(result)).toBe(false);
	});

	it.each([
		[400, 'Bad Request'],
		[403, 'Forbidden'],
		[429, 'Too Many Requests'],
		[500, 'Internal Server Error'],
		[502, 'Bad Gateway'],
	])(
		'a rejected %d answer settles to that status, is logged and is not sent',
		async (status, text) => {
			const { sendContactForm, sendForm } = await loadEmail();
			const error = vi.spyOn(console, 'error').mockImplementation(() => {});
			sendForm.mockRejectedValueOnce(new EmailJSResponseStatus(status, text));
			const result = await sendContactForm(form);
			expect(result).toEqual({ status, text });
			expect(isSent(result)).toBe(false);
			expect(error).toHaveBeenCalledTimes(1);
		},
	);

	it('a failed fetch (TypeError) settles to status 0 "Network Error"', async () => {
		const { sendContactForm, sendForm } = await loadEmail();
		vi.spyOn(console, 'error').mockImplementation(() => {});
		sendForm.mockRejectedValueOnce(new TypeError('Failed to fetch'));
		expect(await sendContactForm(form)).toEqual({ status: 0, text: 'Network Error' });
	});

	it('a send that has not answered after SEND_TIMEOUT_MS settles to the network error', async () => {
		vi.useFakeTimers();
		const { sendContactForm, sendForm } = await loadEmail();
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		sendForm.mockReturnValueOnce(new Promise(() => {}));
		let result: unknown;
		void sendContactForm(form).then((settled) => (result = settled));
		await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
		expect(result).toBeUndefined();
		await vi.advanceTimersByTimeAsync(1);
		expect(result).toEqual({ status: 0, text: 'Network Error' });
		expect(error).toHaveBeenCalledWith(
			expect.any(String),
			expect.objectContaining({ name: 'SendTimeoutError' }),
		);
	});

	it('an answer after the timeout goes to onLateAnswer, success or not', async () => {
		vi.useFakeTimers();
		const { sendContactForm, sendForm } = await loadEmail();
		vi.spyOn(console, 'error').mockImplementation(() => {});
		for (const [late, expected] of [
			[new EmailJSResponseStatus(200, 'OK'), { status: 200, text: 'OK' }],
			[
				new EmailJSResponseStatus(500, 'Internal Server Error'),
				{ status: 500, text: 'Internal Server Error' },
			],
		] as const) {
			let answer!: (value: EmailJSResponseStatus) => void;
			let reject!: (value: EmailJSResponseStatus) => void;
			sendForm.mockReturnValueOnce(
				new Promise((resolve, fail) => ((answer = resolve), (reject = fail))),
			);
			const onLateAnswer = vi.fn();
			const pending = sendContactForm(form, { onLateAnswer });
			await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
			expect(await pending).toEqual({ status: 0, text: 'Network Error' });
			expect(onLateAnswer).not.toHaveBeenCalled();
			if (late.status === 200) answer(late);
			else reject(late);
			await vi.waitFor(() => expect(onLateAnswer).toHaveBeenCalledWith(expected));
			expect(onLateAnswer).toHaveBeenCalledTimes(1);
		}
	});

	it('an answer in time never reaches onLateAnswer', async () => {
		const { sendContactForm, sendForm } = await loadEmail();
		sendForm.mockResolvedValueOnce(new EmailJSResponseStatus(200, 'OK'));
		const onLateAnswer = vi.fn();
		expect(await sendContactForm(form, { onLateAnswer })).toEqual({ status: 200, text: 'OK' });
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(onLateAnswer).not.toHaveBeenCalled();
	});

	it('an answer just before the timeout wins, and the timer is cleared', async () => {
		vi.useFakeTimers();
		const { sendContactForm, sendForm } = await loadEmail();
		sendForm.mockReturnValueOnce(
			new Promise((resolve) =>
				setTimeout(() => resolve(new EmailJSResponseStatus(200, 'OK')), SEND_TIMEOUT_MS - 1),
			),
		);
		const pending = sendContactForm(form);
		await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
		expect(await pending).toEqual({ status: 200, text: 'OK' });
		expect(vi.getTimerCount()).toBe(0);
	});

	it.each([
		['PUBLIC_EMAILJS_PUBLIC_KEY', 'The public key is required'],
		['PUBLIC_EMAILJS_SERVICE_ID', 'The service ID is required'],
		['PUBLIC_EMAILJS_TEMPLATE_ID', 'The template ID is required'],
	] as const)('without %s the SDK text is logged and the send fails', async (name, sdkText) => {
		settings[name] = undefined;
		const { sendContactForm, sendForm } = await loadEmail();
		const fetch = vi.spyOn(globalThis, 'fetch');
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		const result = await sendContactForm(form);
		expect(sendForm).toHaveBeenCalledTimes(1);
		expect(fetch).not.toHaveBeenCalled();
		expect(error).toHaveBeenCalledWith(expect.any(String), expect.stringContaining(sdkText));
		expect(result.status).toBe(0);
		expect(result.text).toContain(sdkText);
		expect(isSent(result)).toBe(false);
	});

	it('never throws, whatever the SDK throws', async () => {
		const { sendContactForm, sendForm } = await loadEmail();
		vi.spyOn(console, 'error').mockImplementation(() => {});
		sendForm.mockRejectedValueOnce(new Error('unexpected'));
		await expect(sendContactForm(form)).resolves.toEqual({ status: 0, text: 'Network Error' });
	});
});

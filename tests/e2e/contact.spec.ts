import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { SEND_TIMEOUT_MS } from '../../src/contact/send-result.client.ts';
import {
	FAILURE_ALERT,
	FORM,
	VALUES,
	answer,
	expect,
	expectSuccess,
	expectValues,
	fields,
	fillForm,
	heldAnswer,
	islandReady,
	payload,
	submitButton,
	test,
	type Mail,
	type Values,
} from './contact-form.ts';
import { holdIsland } from './settle.ts';
import { SEND_FORM_URL, TEST_EMAILJS } from './env.ts';
import { startsWith } from '../tools/content.ts';

// The contact form against a production build. Every call to the EmailJS endpoint is
// intercepted; the test build's origin never resolves, so no real mail can be sent.

/** What the visitor is told under a malformed address. */
const EMAIL_HINT = FORM.emailHint;

/** The version the installed SDK reports as `lib_version`. */
const SDK_VERSION: string = JSON.parse(
	readFileSync(
		new URL('../../node_modules/@emailjs/browser/package.json', import.meta.url),
		'utf8',
	),
).version;

/** Opens the contact page and waits until the island is live: focus in the form starts loading it. */
async function openForm(page: Page) {
	await page.goto('/contact');
	await fields(page).name.focus();
	await islandReady(page);
}

/** A send's fields, as `payload` parses them, once it is a POST with a body to the endpoint. */
async function postedPayload(request: Request): Promise<[string, string][]> {
	expect(request.method()).toBe('POST');
	expect(request.url()).toBe(SEND_FORM_URL);
	expect(request.postDataBuffer()).not.toBeNull();
	return payload(request);
}

/** A value as a form submits it: the HTML standard turns every line break into CRLF. */
const asSubmitted = (value: string) => value.replace(/\r\n|\r|\n/g, '\r\n');

/** The exact payload EmailJS receives for `values`: the four fields, then the SDK's own. */
const expectedPayload = (values: Values): [string, string][] => [
	['name', asSubmitted(values.name)],
	['email', values.email],
	['phone_number', asSubmitted(values.phone_number)],
	['message', asSubmitted(values.message)],
	['lib_version', SDK_VERSION],
	['service_id', TEST_EMAILJS.PUBLIC_EMAILJS_SERVICE_ID],
	['template_id', TEST_EMAILJS.PUBLIC_EMAILJS_TEMPLATE_ID],
	['user_id', TEST_EMAILJS.PUBLIC_EMAILJS_PUBLIC_KEY],
];

/** Failure: the alert, the visitor stays on the form, values kept, the button usable again. */
async function expectFailure(page: Page, alerts: string[], values: Values = VALUES) {
	await expect.poll(() => alerts).toEqual([FAILURE_ALERT]);
	await expect(page).toHaveURL(/\/contact\/?$/);
	await expect(submitButton(page)).toBeEnabled();
	await expect(submitButton(page)).toHaveAccessibleName(FORM.submit);
	await expectValues(page, values);
}

test.describe('sending', () => {
	test('200 "OK": one multipart POST with exactly the form fields, alert, then home', async ({
		page,
		mail,
	}) => {
		await mail.intercept(answer(200, 'OK'));
		await openForm(page);
		const country = page.getByRole('combobox', { name: FORM.country });
		// Every country is on offer, from the page's HTML.
		expect(await country.getByRole('option').count()).toBeGreaterThan(200);
		// Display only: choosing a country changes nothing that is sent.
		await country.selectOption('MX');
		await fillForm(page);
		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		expect(mail.sends).toHaveLength(1);
		expect(await postedPayload(mail.sends[0]!)).toEqual(expectedPayload(VALUES));
	});

	test('every other answer and a dropped connection fail, keep the values, and a retry answered 200 with any text succeeds', async ({
		page,
		mail,
	}) => {
		const failures: [string, (route: Route) => Promise<void>][] = [
			['400', answer(400, 'The template ID is invalid')],
			['403', answer(403, 'Forbidden')],
			['429', answer(429, 'Too Many Requests')],
			['500', answer(500, 'Internal Server Error')],
			['502', answer(502, 'Bad Gateway')],
			['201 (not 200, not "OK")', answer(201, 'Created')],
			['aborted connection', (route) => route.abort('connectionreset')],
		];
		// The retry's answer is a 200 with a text other than "OK": the status is what counts.
		const queue = [...failures.map(([, respond]) => respond), answer(200, 'Accepted for delivery')];
		await mail.intercept((route) => queue.shift()!(route));
		await openForm(page);
		await fillForm(page);
		for (const [name] of failures) {
			await test.step(name, async () => {
				mail.alerts.length = 0;
				await submitButton(page).click();
				await expectFailure(page, mail.alerts);
			});
		}
		await test.step('200 "Accepted for delivery"', async () => {
			mail.alerts.length = 0;
			await submitButton(page).click();
			await expectSuccess(page, mail.alerts);
		});
		expect(mail.sends).toHaveLength(failures.length + 1);
		for (const request of mail.sends)
			expect(await postedPayload(request)).toEqual(expectedPayload(VALUES));
	});

	test('an answer slower than the timeout is a failure, and a late failure changes nothing', async ({
		page,
		mail,
	}) => {
		// A late success is not lost: the contact guard spec follows that case.
		const slow = heldAnswer(500, 'Internal Server Error');
		await mail.intercept(slow.respond);
		await page.clock.install();
		await openForm(page);
		await fillForm(page);
		await submitButton(page).click();
		await expect(submitButton(page)).toBeDisabled();
		await expect(submitButton(page)).toHaveAccessibleName(startsWith(FORM.sending));
		await expect.poll(() => mail.sends).toHaveLength(1);
		await page.clock.fastForward(SEND_TIMEOUT_MS - 1_000);
		await expect(submitButton(page)).toBeDisabled();
		expect(mail.alerts).toEqual([]);
		await page.clock.fastForward(1_000);
		await expectFailure(page, mail.alerts);
		// The service fails after all: the visitor already saw the failure and stays put.
		const finished = page.waitForEvent('requestfinished');
		slow.release();
		await finished;
		await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
		await expect(page).toHaveURL(/\/contact\/?$/);
		expect(mail.alerts).toEqual([FAILURE_ALERT]);
	});
});

/** A click on Submit with no pointer movement or focus before it, as a tap or a script makes. */
const tapSubmit = (page: Page) => submitButton(page).dispatchEvent('click');

test('before the form hydrates, Submit on the empty form gets the browser’s own checks and sends nothing, and what is typed is kept and sent', async ({
	page,
	mail,
}) => {
	// The first focus in the form starts loading it; hold its code back to act on the plain HTML.
	const island = await holdIsland(page, 'ContactForm');
	await mail.intercept(answer(200, 'OK'));
	await page.goto('/contact');
	await test.step('Submit works from the first tap: the empty form gets the browser’s own checks', async () => {
		await expect(submitButton(page)).toBeEnabled();
		await tapSubmit(page);
		await expect(fields(page).name).toBeFocused();
		expect(await fields(page).name.evaluate((field) => field.matches(':invalid'))).toBe(true);
	});
	await test.step('what is typed while the code is held back is kept, and nothing was sent', async () => {
		await fillForm(page);
		island.release();
		await islandReady(page);
		expect(mail.sends).toEqual([]);
		expect(mail.alerts).toEqual([]);
		await expectValues(page);
	});
	await test.step('Submit sends it', async () => {
		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		expect(await postedPayload(mail.sends[0]!)).toEqual(expectedPayload(VALUES));
	});
});

test.describe('Submit works from the first tap, before the island is there', () => {
	test('a form filled as autofill does is sent once, while the note says it is sending', async ({
		page,
		mail,
	}) => {
		const island = await holdIsland(page, 'ContactForm');
		await mail.intercept(answer(200, 'OK'));
		await page.goto('/contact');
		// Autofill sets the values without a key press or a focus in the form.
		await page.evaluate((values) => {
			for (const [name, value] of Object.entries(values))
				(document.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
		}, VALUES);
		await tapSubmit(page);
		await expect(page.getByRole('status').filter({ hasText: FORM.sending })).toBeVisible();
		expect(mail.sends).toEqual([]);
		island.release();
		await expectSuccess(page, mail.alerts);
		expect(mail.sends).toHaveLength(1);
		expect(await postedPayload(mail.sends[0]!)).toEqual(expectedPayload(VALUES));
	});
});

test.describe('double submit sends once', () => {
	/** Each way a visitor submits a second time while the first send is still waiting. */
	const TWICE: [string, (page: Page, mail: Mail) => Promise<void>][] = [
		['double click', (page) => submitButton(page).dblclick()],
		[
			'Enter twice',
			async (page) => {
				await fields(page).name.press('Enter');
				await fields(page).name.press('Enter');
			},
		],
		[
			'click and Enter during a slow response (the button is disabled and says it is sending)',
			async (page, mail) => {
				await expect(submitButton(page)).toHaveAccessibleName(FORM.submit);
				await submitButton(page).click();
				// While sending: disabled, and says so.
				await expect(submitButton(page)).toBeDisabled();
				await expect(submitButton(page)).toHaveAccessibleName(startsWith(FORM.sending));
				await expect.poll(() => mail.sends).toHaveLength(1);
				// force: a visitor can still click the disabled button; it must do nothing.
				await submitButton(page).click({ force: true });
				await fields(page).email.press('Enter');
			},
		],
	];
	for (const [name, submitTwice] of TWICE) {
		test(name, async ({ page, mail }) => {
			const slow = heldAnswer();
			await mail.intercept(slow.respond);
			await openForm(page);
			await fillForm(page);
			await submitTwice(page, mail);
			await expect(submitButton(page)).toHaveAccessibleName(startsWith(FORM.sending));
			slow.release();
			await expectSuccess(page, mail.alerts);
			expect(mail.sends).toHaveLength(1);
		});
	}
});

// One form: the field is first filled without being left (the hint waits for that), then each
// check leaves it in the state the next one starts from.
test('e-mail check: the red hint after blur, sending blocked, and agreement with the browser', async ({
	page,
	mail,
}) => {
	await mail.intercept(answer(200, 'OK'));
	await openForm(page);
	const { email, ...others } = fields(page);
	for (const [key, field] of Object.entries(others)) await field.fill(VALUES[key as keyof Values]);
	const hint = page.getByText(EMAIL_HINT, { exact: true });

	await test.step('no hint while the field has not been left', async () => {
		await email.fill('plainaddress');
		await expect(hint).toBeHidden();
		await expect(email).not.toHaveAttribute('aria-invalid', 'true');
	});

	for (const address of [
		'plainaddress',
		'user@',
		'@example.com',
		'user name@example.com',
		'user@example..com',
		'user@-example.com',
	]) {
		await test.step(`${address}: the red hint after blur, and sending blocked`, async () => {
			await email.fill(address);
			await email.press('Tab');
			await Promise.all([
				expect(hint).toBeVisible(),
				expect(email).toHaveAttribute('aria-invalid', 'true'),
				expect(email).toHaveAccessibleDescription(EMAIL_HINT),
			]);
			expect(isRed(await hint.evaluate((element) => getComputedStyle(element).color))).toBe(true);
			await submitButton(page).click();
			// The browser's own check stops the submit and sends the visitor back to the field.
			await expect(email).toBeFocused();
			await expectValues(page, { ...VALUES, email: address });
		});
	}

	await test.step('the hint goes away once the address is fixed, and never shows for an empty field', async () => {
		await email.fill('');
		await email.press('Tab');
		await expect(hint).toBeHidden();
		await email.fill('ada@');
		await email.press('Tab');
		await expect(hint).toBeVisible();
		await email.fill('ada@example.com');
		await expect(hint).toBeHidden();
		await expect(email).toHaveAttribute('aria-invalid', 'false');
		await expect(email).toHaveAccessibleDescription('');
		await email.fill('');
		await expect(hint).toBeHidden();
	});

	await test.step('the hint agrees with the browser’s own check', async () => {
		for (const address of [
			'a@b',
			'first.last+tag@example.co.uk',
			'user@exämple.com',
			'jösé@example.com',
			'"q"@example.com',
			'a@b_c.com',
			' ada@example.com ',
		]) {
			await email.fill(address);
			await email.press('Tab');
			const isValid = await email.evaluate((input: HTMLInputElement) => input.checkValidity());
			await expect(hint, address).toBeVisible({ visible: !isValid });
		}
	});
	expect(mail.sends).toHaveLength(0);
	expect(mail.alerts).toEqual([]);
});

// One form; each step starts from the value it sets.
test('phone: at most 15 digits, however they get in', async ({ page, context }) => {
	const digits = '12345678901234567890';
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await openForm(page);
	const phone = fields(page).phone_number;

	await test.step('typing 20 digits leaves 15', async () => {
		await phone.pressSequentially(digits);
		await expect(phone).toHaveValue(digits.slice(0, 15));
	});

	await test.step('pasting 20 digits leaves 15, and nothing more gets in', async () => {
		await phone.fill('');
		await page.evaluate((text) => navigator.clipboard.writeText(text), digits);
		await phone.focus();
		await page.keyboard.press('ControlOrMeta+V');
		await expect(phone).toHaveValue(digits.slice(0, 15));
		await phone.press('End');
		await phone.press('9');
		await page.keyboard.press('ControlOrMeta+V');
		await expect(phone).toHaveValue(digits.slice(0, 15));
	});

	await test.step('a longer value filled in from outside (autofill) is ignored', async () => {
		await phone.fill('555 0101');
		// Autofill and scripts set the value directly, past maxLength, then fire an input event.
		await phone.evaluate((input: HTMLInputElement, value) => {
			const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
			setValue.call(input, value);
			input.dispatchEvent(new Event('input', { bubbles: true }));
		}, digits);
		await expect(phone).toHaveValue('555 0101');
		await phone.pressSequentially('23');
		await expect(phone).toHaveValue('555 010123');
	});
});

test.describe('hostile and unusual input', () => {
	test('HTML and script text is sent verbatim and never rendered; a script-looking e-mail is refused, not run', async ({
		page,
		mail,
	}) => {
		await mail.intercept(answer(500, 'Internal Server Error'));
		await openForm(page);
		// Outside the status line under the button, which offers a mailto: link after a failure.
		const rendered = page.locator('main *:not([role="status"], [role="status"] *)');
		const elementsBefore = await rendered.count();
		const values: Values = {
			name: '<img src=x onerror=alert("name")>',
			email: "o'neil&{co}@example.com",
			phone_number: '<b>1</b>',
			message: '</textarea><script>alert("message")</script><svg onload=alert(3)>&amp; "quotes"',
		};
		await test.step('markup in every field is sent as text', async () => {
			await fillForm(page, values);
			await submitButton(page).click();
			await expectFailure(page, mail.alerts, values);
			expect(await postedPayload(mail.sends[0]!)).toEqual(expectedPayload(values));
			// Nothing was parsed as markup: no new elements, no alert but the failure one.
			await expect(rendered).toHaveCount(elementsBefore);
			await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
			expect(mail.alerts).toEqual([FAILURE_ALERT]);
		});

		await test.step('a script-looking e-mail gets the hint and is not sent', async () => {
			await fillForm(page, { ...VALUES, email: '<script>alert(1)</script>@example.com' });
			await fields(page).email.press('Tab');
			await expect(page.getByText(EMAIL_HINT, { exact: true })).toBeVisible();
			await submitButton(page).click();
			await expect(fields(page).email).toBeFocused();
			expect(mail.sends).toHaveLength(1);
			expect(mail.alerts).toEqual([FAILURE_ALERT]);
			await expect(page.locator('main script')).toHaveCount(0);
		});
	});

	test('emoji, right-to-left text and a 20,000-character message are sent whole', async ({
		page,
		mail,
	}) => {
		await mail.intercept(answer(200, 'OK'));
		await openForm(page);
		const opening = 'مرحبا بالعالم — שלום עולם 🌍🎉\nSecond line ✓ ';
		const sentence = 'The quick brown fox jumps over the lazy dog. 0123456789! ';
		const message =
			(opening + sentence.repeat(Math.ceil(20_000 / sentence.length))).slice(0, 19_991) +
			'[the end]';
		expect(message).toHaveLength(20_000);
		const values: Values = {
			name: 'Zoë 👩🏽‍💻 محمد',
			email: 'zoe@example.com',
			phone_number: '+٩٧١ ٥٠ ١٢٣',
			message,
		};
		await fillForm(page, values);
		await expect(fields(page).message).toHaveValue(message);
		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		const sent = await postedPayload(mail.sends[0]!);
		expect(sent).toEqual(expectedPayload(values));
		// Every one of the 20,000 characters arrives, the line break as the CRLF a form submits.
		expect(new Map(sent).get('message')?.length, 'characters sent in the message').toBe(20_001);
	});
});

/** Whether a computed `rgb(r, g, b)` colour reads as red (light or dark theme). */
function isRed(color: string): boolean {
	const [r = 0, g = 0, b = 0] = color.match(/\d+/g)?.map(Number) ?? [];
	return r > g + 60 && r > b + 60;
}

import type { Page } from '@playwright/test';
import { SEND_TIMEOUT_MS } from '../../src/contact/send-result.client.ts';
import { SEND_INTERVAL_MS } from '../../src/contact/send-window.client.ts';
import {
	FAILURE_ALERT,
	SUCCESS_ALERT,
	VALUES as ONE_LINE,
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
	type Values,
} from './contact-form.ts';
import { holdIsland } from './settle.ts';
import { TEST_EMAILJS } from './env.ts';
import { copy, site } from '../tools/content.ts';
import { fill } from '../../src/i18n/template.client.ts';

// The contact form against bots and lost words, on the production build. Every call to the
// EmailJS endpoint is intercepted at the network level; no real mail can be sent.

/** The shared values, with a second line and an ampersand in the message. */
const VALUES: Values = {
	...ONE_LINE,
	message: 'Hello! I would like to talk about a project.\nSecond line & more.',
};

const formStatus = (page: Page) => page.locator('form').getByRole('status');
// The fallback links the owner's address: the sample has one.
const mailtoLink = (page: Page) =>
	page.getByRole('link', { name: fill(copy.contact.form.mailtoLink, { email: site.email! }) });

/**
 * Waits until the island is live. The pointer goes over the form first, which is what hydrates
 * it when it waits for the visitor's intent.
 */
async function waitForForm(page: Page) {
	await submitButton(page).hover();
	await islandReady(page);
}

async function openForm(page: Page) {
	await page.goto('/contact');
	await waitForForm(page);
}

const EMPTY: Values = { name: '', email: '', phone_number: '', message: '' };

const PAYLOAD_KEYS = [
	'name',
	'email',
	'phone_number',
	'message',
	'lib_version',
	'service_id',
	'template_id',
	'user_id',
];

/** The browser's current (possibly fake) time. */
const browserNow = (page: Page) => page.evaluate(() => Date.now());

test.describe('the trap field', () => {
	test('people never meet it, and left empty the send carries exactly the form’s fields and the SDK’s ids', async ({
		page,
		mail,
	}) => {
		await mail.intercept(answer(200, 'OK'));
		await openForm(page);
		await test.step('not in the tab order, not in the accessibility tree', async () => {
			await expect(page.getByRole('textbox')).toHaveCount(4);
			await fields(page).message.focus();
			await page.keyboard.press('Tab');
			await expect(submitButton(page)).toBeFocused();
			const trap = page.locator('form input:not([name])');
			await expect(trap).toHaveCount(1);
			await expect(trap).toHaveAttribute('tabindex', '-1');
			await expect(trap).toHaveAttribute('autocomplete', 'off');
			// Rendered (a bot filling every input fills it) but outside the visible page.
			const box = (await trap.boundingBox())!;
			expect(box.x + box.width).toBeLessThanOrEqual(0);
		});
		await test.step('left empty, the send carries exactly the form’s fields and the SDK’s ids', async () => {
			await fillForm(page, VALUES);
			await submitButton(page).click();
			await expectSuccess(page, mail.alerts);
			expect(mail.sends).toHaveLength(1);
			const sent = await payload(mail.sends[0]!);
			expect(sent.map(([key]) => key)).toEqual(PAYLOAD_KEYS);
			expect(Object.fromEntries(sent)).toMatchObject({
				name: VALUES.name,
				user_id: TEST_EMAILJS.PUBLIC_EMAILJS_PUBLIC_KEY,
			});
		});
	});

	test('filled, as a bot does: no request, and the ordinary success flow', async ({
		page,
		mail,
	}) => {
		await mail.intercept(answer(200, 'OK'));
		await openForm(page);
		await fillForm(page, VALUES);
		await page.locator('form input:not([name])').fill('https://spam.example.com');
		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		expect(mail.sends).toHaveLength(0);
	});
});

test.describe('one send a minute', () => {
	test('a second send within a minute is held, across a reload; after the minute it goes out', async ({
		page,
		mail,
	}) => {
		// Several page loads in one test: more time than one load needs on a busy machine.
		test.slow();
		await page.clock.install();
		await mail.intercept(answer(200, 'OK'));
		await openForm(page);
		await fillForm(page, VALUES);
		const before = await browserNow(page);
		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		const after = await browserNow(page);
		expect(mail.sends).toHaveLength(1);

		for (const step of ['right after', 'after a reload']) {
			await test.step(step, async () => {
				mail.alerts.length = 0;
				await openForm(page);
				if (step === 'after a reload') await page.reload();
				await waitForForm(page);
				await fillForm(page, VALUES);
				await submitButton(page).click();
				await expect.poll(() => mail.alerts).toEqual([FAILURE_ALERT]);
				expect(mail.sends).toHaveLength(1);
				await expect(page).toHaveURL(/\/contact$/);
				await expectValues(page, VALUES);
				await expect(submitButton(page)).toBeEnabled();
				// Under the button: when sending works again, one minute after the success.
				const time = formStatus(page).locator('time');
				await expect(formStatus(page)).toContainText(
					fill(copy.contact.form.held, { time: (await time.textContent()) ?? '' }),
				);
				const until = Date.parse((await time.getAttribute('datetime')) ?? '');
				expect(until).toBeGreaterThanOrEqual(before + SEND_INTERVAL_MS);
				expect(until).toBeLessThanOrEqual(after + SEND_INTERVAL_MS);
				// The words can still go out by mail.
				await expect(mailtoLink(page)).toBeVisible();
			});
		}

		await page.clock.fastForward(SEND_INTERVAL_MS);
		mail.alerts.length = 0;
		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		expect(mail.sends).toHaveLength(2);
	});

	test('a failure does not count: a retry right after a 500 is sent and succeeds', async ({
		page,
		mail,
	}) => {
		const queue = [answer(500, 'Internal Server Error'), answer(200, 'OK')];
		await mail.intercept((route) => queue.shift()!(route));
		await openForm(page);
		await fillForm(page, VALUES);
		await submitButton(page).click();
		await expect.poll(() => mail.alerts).toEqual([FAILURE_ALERT]);
		await expectValues(page, VALUES);
		// The failure offers the owner's address, with the message as the mail's body.
		const href = new URL((await mailtoLink(page).getAttribute('href'))!);
		expect(href.protocol).toBe('mailto:');
		expect(href.pathname).toBe(site.email);
		const body = new URLSearchParams(href.search.replaceAll('%20', '+')).get('body')!;
		expect(body).toContain(VALUES.message.replaceAll('\n', '\r\n'));
		// An edit after the failure is what the link sends.
		await fields(page).message.fill('Edited after the failure');
		await expect(mailtoLink(page)).toHaveAttribute('href', /body=Edited%20after%20the%20failure/);
		mail.alerts.length = 0;
		await fields(page).message.fill(VALUES.message);
		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		expect(mail.sends).toHaveLength(2);
	});
});

test.describe('nothing typed is lost', () => {
	test('the draft comes back after a reload (on screen before any touch), a back, and a new visit in the same tab', async ({
		page,
		mail,
	}) => {
		// Several page loads in one test: more time than one load needs on a busy machine.
		test.slow();
		await mail.intercept(answer(200, 'OK'));
		await openForm(page);
		await fillForm(page, VALUES);

		await test.step('on screen right after a reload, with no touch', async () => {
			await page.reload();
			await expectValues(page, VALUES, { timeout: 1_000 });
			// Nothing touched the form, so its island has not hydrated: the page put the draft back.
			await expect(
				page.locator('astro-island[ssr]').filter({ has: page.locator('form') }),
			).toHaveCount(1);
			// And the island, once there, keeps it.
			await waitForForm(page);
			await expectValues(page, VALUES);
		});

		await page.goto('/about');
		await page.goBack();
		await waitForForm(page);
		await expectValues(page, VALUES);

		// A fresh visit through the site's own link: nothing but the draft can fill the form.
		await page.goto('/');
		await page.getByRole('contentinfo').getByRole('link', { name: copy.nav.contact }).click();
		await expect(page).toHaveURL(/\/contact$/);
		await waitForForm(page);
		await expectValues(page, VALUES);

		await submitButton(page).click();
		await expectSuccess(page, mail.alerts);
		await openForm(page);
		await expectValues(page, EMPTY);
		await page.reload();
		await waitForForm(page);
		await expectValues(page, EMPTY);
	});

	test('text typed before the form hydrates wins over the draft', async ({ page }) => {
		// Several page loads in one test: more time than one load needs on a busy machine.
		test.slow();
		await openForm(page);
		await fillForm(page, VALUES);
		// Hold the island's code back to type into the plain HTML after the reload.
		const island = await holdIsland(page, 'ContactForm');
		await page.reload();
		await expectValues(page, VALUES);
		await fields(page).name.fill('Typed before hydration');
		island.release();
		await waitForForm(page);
		await expectValues(page, { ...VALUES, name: 'Typed before hydration' });
		// And what was typed then is the draft from now on.
		await page.unrouteAll();
		await page.reload();
		await waitForForm(page);
		await expectValues(page, { ...VALUES, name: 'Typed before hydration' });
	});

	test('a success after the timeout: the failure at the timeout, then the success flow, and the draft is gone', async ({
		page,
		mail,
	}) => {
		const slow = heldAnswer(200, 'OK');
		await mail.intercept(slow.respond);
		await page.clock.install();
		await openForm(page);
		await fillForm(page, VALUES);
		await submitButton(page).click();
		await expect.poll(() => mail.sends).toHaveLength(1);
		await page.clock.fastForward(SEND_TIMEOUT_MS);
		await expect.poll(() => mail.alerts).toEqual([FAILURE_ALERT]);
		await expectValues(page, VALUES);
		slow.release();
		await expect.poll(() => mail.alerts).toEqual([FAILURE_ALERT, SUCCESS_ALERT]);
		await expect(page).toHaveURL('/');
		expect(mail.sends).toHaveLength(1);
		await openForm(page);
		await expectValues(page, EMPTY);
	});
});

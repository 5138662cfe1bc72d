/**
 * The contact form as the browser tests drive it: its fields and button, the values they fill
 * in, and a `mail` fixture that records the page's alerts and intercepts every call to the
 * EmailJS send-form endpoint, so no real mail can be sent.
 */
import { test as base, expect, type Page, type Request, type Route } from '@playwright/test';
import { copy } from '../tools/content.ts';
import { fields, submitButton } from './locators.ts';

export { expect };

/** The owner's texts of the form: labels, button, hint and alerts. */
export const FORM = copy.contact.form;

/** The alerts a send ends in, as `mail.alerts` records them. */
export const SUCCESS_ALERT = `alert: ${FORM.sent}`;
export const FAILURE_ALERT = `alert: ${FORM.failed}`;

/** What a visitor types into the form, field by field. */
export const VALUES = {
	name: 'Ada Lovelace',
	email: 'ada@example.com',
	phone_number: '555 010 1234',
	message: 'Hello! I would like to talk about a project.',
};
export type Values = typeof VALUES;

export { fields, submitButton };

/**
 * Waits until the form's island has taken over submits (it marks the form `data-ready`). A
 * submit before then is held by the page's script and sent by the island once it is there.
 */
export async function islandReady(page: Page) {
	await expect(page.locator('form[data-ready]'), 'the form island is live').toHaveCount(1);
}

/** The contact page's traffic to EmailJS and its alerts, as one test sees them. */
export interface Mail {
	/** Every alert the page raised, accepted, in order (every test accepts them). */
	alerts: string[];
	/** Every request to the send-form endpoint. */
	sends: Request[];
	/** Answers every send-form request with `respond`, recording each in `sends`. */
	intercept: (respond: (route: Route) => Promise<void>) => Promise<void>;
}

export const test = base.extend<{ mail: Mail }>({
	mail: [
		async ({ page }, use) => {
			const alerts: string[] = [];
			const sends: Request[] = [];
			page.on('dialog', async (dialog) => {
				alerts.push(`${dialog.type()}: ${dialog.message()}`);
				await dialog.accept();
			});
			const intercept = async (respond: (route: Route) => Promise<void>) => {
				await page.route('**/api/v1.0/email/send-form', async (route) => {
					sends.push(route.request());
					await respond(route);
				});
			};
			await use({ alerts, sends, intercept });
		},
		{ auto: true },
	],
});

/** Answers with `status` and a plain-text `body`. */
export const answer = (status: number, body: string) => (route: Route) =>
	route.fulfill({ status, body, contentType: 'text/plain' });

/** A response held back until `release` is called. */
export function heldAnswer(status = 200, body = 'OK') {
	let release!: () => void;
	const released = new Promise<void>((resolve) => (release = resolve));
	const respond = async (route: Route) => {
		await released;
		await route.fulfill({ status, body, contentType: 'text/plain' }).catch(() => {});
	};
	return { respond, release };
}

export async function fillForm(page: Page, values: Values = VALUES) {
	const field = fields(page);
	for (const key of Object.keys(values) as (keyof Values)[]) await field[key].fill(values[key]);
}

export async function expectValues(
	page: Page,
	values: Values = VALUES,
	options?: { timeout: number },
) {
	const field = fields(page);
	// The fields are read side by side: one wait for the page, not one per field.
	await Promise.all(
		(Object.keys(values) as (keyof Values)[]).map((key) =>
			expect(field[key], key).toHaveValue(values[key], options),
		),
	);
}

/** The multipart body of a send-form request, parsed the way a server would. */
export async function payload(request: Request): Promise<[string, string][]> {
	const contentType = (await request.allHeaders())['content-type'] ?? '';
	expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
	const form = await new Response(new Uint8Array(request.postDataBuffer()!), {
		headers: { 'content-type': contentType },
	}).formData();
	return [...form].map(([key, value]) => [key, typeof value === 'string' ? value : '(file)']);
}

/** A success: its alert alone, then the visitor is taken home. */
export async function expectSuccess(page: Page, alerts: string[]) {
	await expect.poll(() => alerts).toEqual([SUCCESS_ALERT]);
	await expect(page).toHaveURL('/');
}

import type { Page } from '@playwright/test';

/**
 * Collects the page's Content-Security-Policy violations, both the DOM events and the console
 * reports, from every document it loads after this call. The returned array fills as they come.
 */
export async function watchViolations(page: Page): Promise<string[]> {
	const violations: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
	});
	await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			(window as unknown as { reportViolation: (text: string) => void }).reportViolation(
				`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
			);
		});
	});
	return violations;
}

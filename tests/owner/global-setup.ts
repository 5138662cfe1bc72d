/**
 * Builds the owner's site (OWNER_CONTENT, else content/) once before the owner's checks, with the
 * test EmailJS settings; a build of unchanged inputs is kept. A build that fails is the owner's
 * first problem: Astro's own message, which names the file.
 */
import { buildSiteInBackground } from '../tools/fixture-site.ts';
import { TEST_EMAILJS } from '../e2e/env.ts';
import { OWNER_CONTENT, OWNER_DIST } from './owner-site.ts';

export default async function setup() {
	const { status, output } = await buildSiteInBackground(OWNER_CONTENT, OWNER_DIST, TEST_EMAILJS, {
		reuse: true,
	});
	if (status !== 0) {
		const error = new Error(
			`Your site did not build (exit ${status}); Astro said:\n${output.split('\n').slice(-30).join('\n')}`,
		);
		// The message is the report: the setup's code is not where the fix is.
		error.stack = error.message;
		throw error;
	}
}

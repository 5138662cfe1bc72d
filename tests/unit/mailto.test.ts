import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../../src/contact/mailto.client.ts';

describe('mailtoHref', () => {
	it('addresses the owner with the subject and body percent-encoded', () => {
		const href = mailtoHref('owner@example.com', {
			subject: 'Message from Ada & co',
			body: 'Hello? 50% off + more\nLine two\r\nLine three',
		});
		expect(href).toBe(
			'mailto:owner@example.com?subject=Message%20from%20Ada%20%26%20co&body=Hello%3F%2050%25%20off%20%2B%20more%0D%0ALine%20two%0D%0ALine%20three',
		);
	});

	it('round-trips the body as a mail program reads it', () => {
		const body = 'مرحبا 🌍\n<script>alert(1)</script>\n#hash ?q=1&x=2';
		const url = new URL(mailtoHref('owner@example.com', { subject: 'Hi', body }));
		expect(url.protocol).toBe('mailto:');
		expect(url.pathname).toBe('owner@example.com');
		const params = new URLSearchParams(url.search.replaceAll('%20', '+'));
		expect(params.get('body')).toBe(body.replaceAll('\n', '\r\n'));
		expect(params.get('subject')).toBe('Hi');
	});
});

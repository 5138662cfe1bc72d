import { describe, expect, it } from 'vitest';
import { moveCspMetaFirst } from '../../src/security/csp-first.ts';

const POLICY = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='">`;

describe('moveCspMetaFirst', () => {
	it('moves the policy right after the charset, before any script', () => {
		const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title><script type="application/ld+json">{}</script><style>a{}</style>${POLICY}<script type="module" src="/x.js"></script></head><body><p>${'x'}</p></body></html>`;
		const moved = moveCspMetaFirst(html);
		expect(moved).toBe(
			`<!DOCTYPE html><html><head><meta charset="utf-8">${POLICY}<title>T</title><script type="application/ld+json">{}</script><style>a{}</style><script type="module" src="/x.js"></script></head><body><p>x</p></body></html>`,
		);
	});

	it('leaves a page that is already in order, or has no policy or no charset, as it is', () => {
		const ordered = `<head><meta charset="utf-8">${POLICY}<title>T</title></head>`;
		expect(moveCspMetaFirst(ordered)).toBe(ordered);
		const noPolicy = '<head><meta charset="utf-8"><title>T</title></head>';
		expect(moveCspMetaFirst(noPolicy)).toBe(noPolicy);
		const noCharset = `<head><title>T</title>${POLICY}</head>`;
		expect(moveCspMetaFirst(noCharset)).toBe(noCharset);
	});
});

import { describe, expect, test } from 'vitest';
import { classifyHref } from '../../src/integrations/body-links.ts';

describe('links in a project body', () => {
	test.each(['https://example.org/a', 'http://example.org', '//cdn.example.org/x'])(
		'%s opens in a new tab',
		(href) => {
			expect(classifyHref(href, '/')).toEqual({ kind: 'external' });
			expect(classifyHref(href, '/sub')).toEqual({ kind: 'external' });
		},
	);

	test('a path of this site gets the base, once', () => {
		expect(classifyHref('/about', '/sub')).toEqual({ kind: 'internal', href: '/sub/about' });
		expect(classifyHref('/about', '/sub/')).toEqual({ kind: 'internal', href: '/sub/about' });
		expect(classifyHref('/sub/about', '/sub')).toEqual({ kind: 'other' });
		expect(classifyHref('/sub', '/sub')).toEqual({ kind: 'other' });
		expect(classifyHref('/about', '/')).toEqual({ kind: 'other' });
	});

	test.each(['#usage', 'mailto:me@example.org', './notes', 'other-page'])(
		'%s is left alone',
		(href) => {
			expect(classifyHref(href, '/sub')).toEqual({ kind: 'other' });
		},
	);
});

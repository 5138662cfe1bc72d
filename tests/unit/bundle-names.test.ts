// The browser's bundles are named after their modules without the `.client` mark.
import { describe, expect, it } from 'vitest';
import { unmarked } from '../../src/integrations/bundle-names.ts';

/** Astro's naming of the browser's bundles, as it reads a chunk. */
const astroNames = (chunk: { name: string; facadeModuleId: string | null }) =>
	`_astro/${chunk.name}.[hash].js${chunk.facadeModuleId ? '' : '?shared'}`;

describe('browser bundle names', () => {
	it('drop the mark of a browser module and keep the rest of the chunk as Astro reads it', () => {
		const names = unmarked(astroNames);
		if (typeof names !== 'function') throw new Error('a naming function stays a function');
		expect(
			names({ name: 'NavMenu.client', facadeModuleId: '/src/islands/NavMenu.client.tsx' }),
		).toBe('_astro/NavMenu.[hash].js');
		expect(names({ name: 'template.client', facadeModuleId: null })).toBe(
			'_astro/template.[hash].js?shared',
		);
	});

	it('leave other names and fixed patterns as they are', () => {
		const names = unmarked(astroNames);
		if (typeof names !== 'function') throw new Error('a naming function stays a function');
		expect(names({ name: 'client', facadeModuleId: 'react' })).toBe('_astro/client.[hash].js');
		expect(names({ name: 'client.clientele', facadeModuleId: 'x' })).toBe(
			'_astro/client.clientele.[hash].js',
		);
		expect(unmarked('[name].[hash].js')).toBe('[name].[hash].js');
	});
});

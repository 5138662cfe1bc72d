// The browser's bundles take their modules' plain names (`NavMenu.[hash].js`): the `.client` mark
// that tells the lint which modules run in the browser stays out of the site's addresses.
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** The mark a browser module's name carries before its extension. */
const MARK = /\.client$/;

type FileNames<Chunk> = string | ((chunk: Chunk) => string) | undefined;

/** Astro's naming of a bundle, given the chunk's name without the mark. */
export function unmarked<Chunk extends { name: string }>(
	fileNames: FileNames<Chunk>,
): FileNames<Chunk> {
	if (typeof fileNames !== 'function') return fileNames;
	return (chunk) => {
		if (!MARK.test(chunk.name)) return fileNames(chunk);
		const name = chunk.name.replace(MARK, '');
		return fileNames(
			new Proxy(chunk, {
				get: (target, key) => (key === 'name' ? name : Reflect.get(target, key)),
			}),
		);
	};
}

const plugin: Plugin = {
	name: 'browser-bundle-names',
	apply: 'build',
	applyToEnvironment: (environment) => environment.name === 'client',
	outputOptions(options) {
		return {
			...options,
			entryFileNames: unmarked(options.entryFileNames),
			chunkFileNames: unmarked(options.chunkFileNames),
		};
	},
};

export default function bundleNames(): AstroIntegration {
	return {
		name: 'browser-bundle-names',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({ vite: { plugins: [plugin] } });
			},
		},
	};
}

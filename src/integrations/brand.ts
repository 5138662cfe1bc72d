/**
 * What the build publishes from the owner's files besides the pages:
 *
 * - `import brandUrls from 'virtual:brand'` gives the built URL of each file in content/brand/
 *   that site.json names (logo, icons, social image, résumé), keyed by its name. Only those files
 *   are imported, so a stray file in the folder (an .html or .js page left there) never reaches
 *   `dist/`, and the schema allows only image and PDF names.
 * - After the build, every SVG file in `dist/` (brand files, screenshots, story images) is made
 *   inert (src/lib/svg.ts): opened on its own, it cannot run script or load another file. This
 *   holds on every host, including those that send no headers of the site's own.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { brandFiles, siteSchema } from '../schemas/site.ts';
import { readJson } from '../lib/content-files.ts';
import { inertSvg } from '../lib/svg.ts';

const ID = 'virtual:brand';
const RESOLVED = '\0virtual:brand';

/** The module source: one `?url` import per brand file site.json names and the folder holds. */
export function brandModule(root: string): string {
	let names: string[] = [];
	try {
		const site = siteSchema.safeParse(readJson(join(root, 'content', 'site.json'), 'site.json'));
		// An invalid site.json is reported by src/site.ts with every problem; nothing to import.
		if (site.success) names = Object.values(brandFiles(site.data)).map(({ file }) => file);
	} catch {
		names = [];
	}
	const present = [...new Set(names)].filter((name) =>
		existsSync(join(root, 'content', 'brand', name)),
	);
	const imports = present.map(
		(name, index) =>
			`import u${index} from ${JSON.stringify(`${join(root, 'content', 'brand', name)}?url&no-inline`)};`,
	);
	const entries = present.map((name, index) => `${JSON.stringify(name)}: u${index}`);
	return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
}

/** The SVG files under `dir`, at any depth. */
function svgFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.svg'))
		.map((entry) => join(entry.parentPath, entry.name));
}

export default function brand(): AstroIntegration {
	return {
		name: 'owner-files',
		hooks: {
			'astro:config:setup': ({ config, updateConfig }) => {
				const root = fileURLToPath(config.root);
				const siteFile = join(root, 'content', 'site.json');
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'owner-brand-files',
								resolveId: (id) => (id === ID ? RESOLVED : undefined),
								load(id) {
									if (id !== RESOLVED) return undefined;
									this.addWatchFile(siteFile);
									return brandModule(root);
								},
							},
						],
					},
				});
			},
			'astro:build:done': ({ dir }) => {
				for (const file of svgFiles(fileURLToPath(dir)))
					writeFileSync(file, inertSvg(readFileSync(file, 'utf8')));
			},
		},
	};
}

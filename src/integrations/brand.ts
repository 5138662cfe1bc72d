// `virtual:brand`: the built URL of each brand file site.json names and of the résumé's photo (only
// those files are imported, so a stray file in the folder never reaches the output); and after the
// build, every SVG in the output made inert.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { brandFiles, siteSchema } from '../schemas/site.ts';
import { PHOTO_FILE, resumeSchema } from '../schemas/resume.ts';
import { readWritten } from '../settings/written.ts';
import { contentDir } from '../data/content-dir.ts';
import { inertSvg } from '../security/svg.ts';
import { isOwnedFile } from '../security/containment.ts';

const ID = 'virtual:brand';
const RESOLVED = '\0virtual:brand';

/** The owner's photo, when resume.json's `basics.image` names a picture in content/brand/. */
function photoName(): string | undefined {
	try {
		const resume = resumeSchema.safeParse(readWritten(contentDir, 'resume.json', 'resume.json'));
		const image = resume.success ? resume.data.basics?.image : undefined;
		return image && PHOTO_FILE.test(image) ? image : undefined;
	} catch {
		return undefined;
	}
}

/**
 * The module source: one `?url` import per brand file site.json (or the résumé's photo) names
 * and the folder holds; the pictures the build optimises (the home picture and the photo) are
 * also imported as images, under the named export `images`.
 */
export function brandModule(): string {
	let names: string[] = [];
	let pictures: string[] = [];
	try {
		const site = siteSchema.safeParse(readWritten(contentDir, 'site.json', 'site.json'));
		// The settings reader reports an invalid site.json with every problem: nothing to import.
		if (site.success) {
			names = Object.values(brandFiles(site.data)).map(({ file }) => file);
			if (site.data.illustration) pictures = [site.data.illustration.src];
		}
	} catch {
		names = [];
	}
	const photo = photoName();
	if (photo) pictures.push(photo);
	// Only a file inside the content folder, once links are followed, is ever imported.
	const exists = (name: string) => isOwnedFile(contentDir, join(contentDir, 'brand', name));
	const path = (name: string) => join(contentDir, 'brand', name);
	const files = [...new Set([...names, ...pictures])].filter(exists);
	const images = [...new Set(pictures)].filter(exists);
	const lines = [
		...files.map(
			(name, i) => `import u${i} from ${JSON.stringify(`${path(name)}?url&no-inline`)};`,
		),
		...images.map((name, i) => `import i${i} from ${JSON.stringify(path(name))};`),
		`export const images = { ${images.map((name, i) => `${JSON.stringify(name)}: i${i}`).join(', ')} };`,
		`export default { ${files.map((name, i) => `${JSON.stringify(name)}: u${i}`).join(', ')} };`,
	];
	return `${lines.join('\n')}\n`;
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
			'astro:config:setup': ({ updateConfig }) => {
				const watched = ['site.json', 'resume.json'].map((name) => join(contentDir, name));
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'owner-brand-files',
								resolveId: (id) => (id === ID ? RESOLVED : undefined),
								load(id) {
									if (id !== RESOLVED) return undefined;
									for (const file of watched) this.addWatchFile(file);
									return brandModule();
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

// The content of a site with many projects, for the benches: content/ with its sample projects and
// numbered copies of them, each with its own title, tag and re-tinted screenshot.
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import { readMarkdown, stringifyMarkdown } from '../../src/data/content-files.ts';
import { projectId } from '../../src/data/content-id.ts';
import { readSettings } from '../../src/data/settings.ts';
import { projectFileSchema, projectTranslationSchema } from '../../src/schemas/project.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SAMPLES = join(ROOT, 'content', 'projects');
/** The sample's languages, the default first. */
const LANGUAGES = readSettings().languages;

/** Extra tags, one per generated project, so a large site also has many filter chips. */
const EXTRA_TAGS = [
	'Astro', 'Svelte', 'Vue', 'Angular', 'Go', 'Rust', 'Kotlin', 'Swift', 'Flutter', 'Django',
	'Rails', 'Laravel', 'Spring', 'GraphQL', 'Redis', 'MongoDB', 'PostgreSQL', 'Docker',
	'Kubernetes', 'AWS', 'Azure', 'Firebase', 'Tailwind', 'Sass', 'Vite', 'Jest', 'Cypress',
	'Electron', 'Three.js', 'D3',
]; // prettier-ignore

/**
 * Writes into `dir` (replacing it) a copy of content/ with `count` projects: the samples, then
 * numbered copies of them; returns `dir`.
 */
export async function writeScaleContent(dir: string, count: number): Promise<string> {
	rmSync(dir, { recursive: true, force: true });
	cpSync(join(ROOT, 'content'), dir, { recursive: true });
	const projects = join(dir, 'projects');
	// The samples as they are, with every image their bodies use (the copies' bodies use them too).
	rmSync(projects, { recursive: true });
	cpSync(SAMPLES, projects, { recursive: true });
	const samples = readdirSync(SAMPLES)
		.filter((name) => name.endsWith('.md'))
		.sort()
		.map((name) => {
			const file = readMarkdown(join(SAMPLES, name), name);
			return {
				id: projectId(name),
				file: basename(name, '.md'),
				data: projectFileSchema.parse(file.data),
				content: file.body,
			};
		});
	// Fewer projects than samples: the first `count` samples only.
	for (const sample of samples.slice(count)) rmSync(join(projects, `${sample.file}.md`));
	for (let index = 0; index < count; index++) {
		const sample = samples[index % samples.length];
		const copy = Math.floor(index / samples.length);
		const image = sample.data.img.replace(/^\.\//, '');
		if (copy === 0) continue;
		const id = `${sample.id}-${copy + 1}`;
		const extension = image.slice(image.lastIndexOf('.'));
		const data = {
			...sample.data,
			title: `${sample.data.title} ${copy + 1}`,
			img: `./${id}${extension}`,
			category: [...sample.data.category, EXTRA_TAGS[index % EXTRA_TAGS.length]],
			...(sample.data.order === undefined ? {} : { order: sample.data.order + copy * 100 }),
		};
		const body = `${sample.content.trim()}\n\nVersion ${copy + 1}: the same idea, rebuilt with ${data.category.at(-1)}.\n`;
		writeFileSync(join(projects, `${id}.md`), stringifyMarkdown(body, data));
		await writeScreenshot(join(SAMPLES, image), join(projects, `${id}${extension}`), index);
		// A copy of a translated sample is translated too, in each language the sample is.
		for (const lang of LANGUAGES.slice(1)) {
			const translation = join(dir, lang, 'projects', `${sample.file}.md`);
			if (!existsSync(translation)) continue;
			const { data: text, body: story } = readMarkdown(translation, `${lang}/${sample.file}.md`);
			const fields = projectTranslationSchema.parse(text);
			const translated = { ...fields, title: `${fields.title ?? sample.data.title} ${copy + 1}` };
			const translatedBody = `${story.trim()}\n\n${copy + 1}.\n`;
			writeFileSync(
				join(dir, lang, 'projects', `${id}.md`),
				stringifyMarkdown(translatedBody, translated),
			);
		}
	}
	return dir;
}

/** The sample's screenshot, hue-rotated and stamped with its number: a distinct image to encode. */
async function writeScreenshot(from: string, to: string, index: number): Promise<void> {
	if (from.endsWith('.svg')) return void cpSync(from, to);
	const { width = 1280, height = 800 } = await sharp(from).metadata();
	const stamp = Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
			`<rect x="${width - 260}" y="${height - 140}" width="220" height="100" rx="16" fill="#000" fill-opacity="0.6"/>` +
			`<text x="${width - 150}" y="${height - 70}" font-size="64" font-family="sans-serif" fill="#fff" text-anchor="middle">#${index + 1}</text></svg>`,
	);
	await sharp(from)
		.modulate({ hue: (index * 47) % 360 })
		.composite([{ input: stamp }])
		.toFile(to);
}

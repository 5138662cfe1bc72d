// The scale bench's notes: `count` notes made from the samples in content/notes (the samples first,
// then numbered copies, each a day older than the last, with an extra tag of the bench's), and a
// copy of a translated sample translated too, in each language it is.
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMarkdown, stringifyMarkdown } from '../../src/data/content-files.ts';
import { projectId } from '../../src/data/content-id.ts';
import { noteFileSchema, noteTranslationSchema } from '../../src/schemas/note.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A day as the frontmatter writes it. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Replaces the notes of the content folder `dir` (a copy of content/) with `count` notes made
 * from `samples` (content/notes); none removes the notes and their translations.
 */
export function writeScaleNotes(
	dir: string,
	samples: string,
	count: number,
	languages: readonly string[],
	extraTags: readonly string[],
): void {
	const notesDir = join(dir, 'notes');
	rmSync(notesDir, { recursive: true, force: true });
	for (const lang of languages.slice(1))
		rmSync(join(dir, lang, 'notes'), { recursive: true, force: true });
	if (count === 0 || !existsSync(samples)) return;
	cpSync(samples, notesDir, { recursive: true });
	const files = readdirSync(samples)
		.filter((name) => name.endsWith('.md'))
		.sort();
	for (const name of files.slice(count)) rmSync(join(notesDir, name));
	for (const lang of languages.slice(1)) {
		const translated = join(samples, '..', lang, 'notes');
		if (existsSync(translated)) cpSync(translated, join(dir, lang, 'notes'), { recursive: true });
	}
	for (let index = files.length; index < count; index++) {
		const name = files[index % files.length]!;
		const copy = Math.floor(index / files.length) + 1;
		const id = `${projectId(name)}-${copy}`;
		const { data, body } = readMarkdown(join(samples, name), name);
		const note = noteFileSchema.parse(data);
		const frontmatter = {
			...note,
			title: `${note.title} ${copy}`,
			published: day(new Date(note.published.getTime() - copy * DAY)),
			updated: undefined,
			tags: [...(note.tags ?? []), extraTags[index % extraTags.length]!],
		};
		const text = `${body.trim()}\n\nCopy ${copy} of the note.\n`;
		writeFileSync(join(notesDir, `${id}.md`), markdownOf(text, frontmatter));
		for (const lang of languages.slice(1)) {
			const translation = join(samples, '..', lang, 'notes', name);
			if (!existsSync(translation)) continue;
			const { data: fields, body: story } = readMarkdown(translation, `${lang}/${name}`);
			const parsed = noteTranslationSchema.parse(fields);
			const title = `${parsed.title ?? note.title} ${copy}`;
			writeFileSync(
				join(dir, lang, 'notes', `${id}.md`),
				markdownOf(`${story.trim()}\n\n${copy}.\n`, { ...parsed, title }),
			);
		}
	}
}

/** Markdown with YAML frontmatter, fields left undefined dropped and a day written unquoted. */
function markdownOf(body: string, data: Record<string, unknown>): string {
	const defined = Object.fromEntries(
		Object.entries(data).filter(([, value]) => value !== undefined),
	);
	return stringifyMarkdown(body, defined).replace(
		/^(published|updated): '(\d{4}-\d{2}-\d{2})'$/gm,
		'$1: $2',
	);
}

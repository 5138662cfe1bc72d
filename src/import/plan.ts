// What an import will write, worked out before anything is: a new file for each new source, the
// merged values for each file an earlier import wrote, and a line for the owner about each.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyMarkdown } from '../data/content-files.ts';
import { noteMarkdown } from '../new/note.ts';
import { isDraft } from '../stories/published.ts';
import { type Folder, freeName } from './existing.ts';
import { bytesFingerprint, fingerprint, mergeValues } from './record.ts';

/** One source (a repository, an article) as the import reads it now. */
export interface Incoming {
	/** The source's address: the file's record names it, and a later import finds the file by it. */
	from: string;
	/** A new file is named after this title (else `fallback`). */
	title: string;
	fallback: string;
	/** The values the import keeps up to date (`body` is the Markdown below the frontmatter). */
	values: Record<string, unknown>;
	/** A new file's frontmatter, in its order, with what only a new file gets (author, draft). */
	created: Record<string, unknown>;
	/** Facts that change by themselves, refreshed on every import. */
	facts: { stars?: number; pushed?: string };
	/** A picture for the file (the screenshot): its address, bytes and its type's extension. */
	picture?: { url: string; bytes: Uint8Array; extension: string };
	/** What the owner should know about this source; `{file}` stands for the file's name. */
	notes: string[];
}

/** A file to write, relative to the content folder. */
export interface Write {
	path: string;
	bytes: string | Uint8Array;
}

/** The import worked out: its writes, and its lines for the owner. */
export interface Plan {
	writes: Write[];
	lines: string[];
	/** How many files are added, updated and already up to date. */
	counts: { added: number; updated: number; unchanged: number };
}

/** The field a picture is named in; it is compared by its bytes. */
const PICTURE = 'img';

/** A value as a line quotes it. */
const quoted = (value: unknown) =>
	JSON.stringify(value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** A file's text: notes keep their days unquoted, as an owner writes them. */
function fileText(section: Folder['section'], data: Record<string, unknown>, body: string) {
	return section === 'notes' ? noteMarkdown(data, body) : stringifyMarkdown(body, data);
}

/** The record a file keeps of its import. */
function record(incoming: Incoming, fields: Record<string, string>) {
	const { stars, pushed } = incoming.facts;
	return {
		from: incoming.from,
		...(stars !== undefined && { stars }),
		...(pushed !== undefined && { pushed }),
		fields,
	};
}

/**
 * The plan for `sources` in `folder` of the content folder `root`. `source` names where the
 * values come from in lines ("GitHub", "the feed"); `show` names a file of the folder.
 */
export function planFiles(
	root: string,
	folder: Folder,
	sources: Incoming[],
	source: string,
	show: (name: string) => string,
): Plan {
	const plan: Plan = { writes: [], lines: [], counts: { added: 0, updated: 0, unchanged: 0 } };
	const section = folder.section;
	const dir = join(root, section);
	const pictureName = (name: string, extension: string) => {
		let file = `${name}${extension}`;
		for (let n = 2; existsSync(join(dir, file)); n += 1) file = `${name}-${n}${extension}`;
		return file;
	};
	for (const incoming of sources) {
		const own = folder.own.get(incoming.from);
		const earlier = folder.imported.get(incoming.from);
		if (own && !earlier) {
			plan.lines.push(
				`${show(own.name)} is yours and is about ${incoming.from}: left as it is (an import changes only the files it wrote).`,
			);
			continue;
		}
		const name =
			earlier?.name.replace(/\.md$/, '') ?? freeName(folder, incoming.title, incoming.fallback);
		const shown = show(`${name}.md`);
		const notes = incoming.notes.map((line) => line.replaceAll('{file}', shown));
		const values = { ...incoming.values };
		const picture = incoming.picture;
		if (picture) values[PICTURE] = bytesFingerprint(picture.bytes);
		/** Writes the picture beside the file, as `./<file>`; that name. */
		const writePicture = (file?: string) => {
			const named =
				file?.endsWith(picture!.extension) && !file.includes('/', 2)
					? file.replace(/^\.\//, '')
					: pictureName(name, picture!.extension);
			plan.writes.push({ path: `${section}/${named}`, bytes: picture!.bytes });
			return `./${named}`;
		};
		if (!earlier) {
			// The created fields give the order; the imported values fill them in.
			const { body = '', ...data }: Record<string, unknown> = {
				...incoming.created,
				...values,
				img: picture && writePicture(),
			};
			for (const [field, value] of Object.entries(data))
				if (value === undefined) delete data[field];
			const fingerprints = Object.fromEntries(
				Object.entries(values).map(([field, value]) => [field, fingerprint(value)]),
			);
			data.imported = record(incoming, fingerprints);
			plan.writes.push({
				path: `${section}/${name}.md`,
				bytes: fileText(section, data, `\n${String(body)}\n`),
			});
			plan.lines.push(`Added ${shown}${isDraft(data) ? ' (a draft)' : ''}.`, ...notes);
			plan.counts.added += 1;
			continue;
		}
		const base = (earlier.data.imported as { fields?: Record<string, string> }).fields ?? {};
		const current: Record<string, unknown> = { ...earlier.data, body: earlier.body };
		const img = typeof earlier.data.img === 'string' ? earlier.data.img : undefined;
		if (img) {
			const path = join(dir, img);
			if (existsSync(path)) current[PICTURE] = bytesFingerprint(readFileSync(path));
			else delete current[PICTURE];
		}
		const merged = mergeValues(current, values, base);
		const { body, ...data } = merged.values;
		data.img = merged.changed.includes(PICTURE) && picture ? writePicture(img) : img;
		if (data.img === undefined) delete data.img;
		const previous = earlier.data.imported as Record<string, unknown>;
		data.imported = record(incoming, merged.fields);
		const facts = (['stars', 'pushed'] as const).filter(
			(fact) => previous[fact] !== incoming.facts[fact],
		);
		const changed = [...merged.changed, ...facts];
		for (const { field, theirs } of merged.conflicts)
			plan.lines.push(
				field === 'body'
					? `${shown}: (body): kept your text; ${source} changed it too: see ${incoming.from} and copy what you want of it.`
					: field === PICTURE
						? `${shown}: img: kept your picture; the README shows another now: ${picture?.url}.`
						: `${shown}: ${field}: kept your ${quoted(current[field])}; ${source} now has ${quoted(theirs)}: to take it, write it in.`,
			);
		const recordChanged = fingerprint(previous.fields) !== fingerprint(merged.fields);
		if (changed.length === 0 && !recordChanged) {
			plan.counts.unchanged += 1;
			continue;
		}
		const text = merged.changed.includes('body') ? `\n${String(body)}\n` : earlier.body;
		plan.writes.push({ path: `${section}/${earlier.name}`, bytes: fileText(section, data, text) });
		if (changed.length > 0) {
			plan.lines.push(`Updated ${shown}: ${changed.join(', ')}.`);
			plan.counts.updated += 1;
		} else plan.counts.unchanged += 1;
	}
	return plan;
}

// The checks of the brand files site.json names and of the photo resume.json names.
import { join } from 'node:path';
import { PHOTO_FILE, resumeSchema } from '../schemas/resume.ts';
import { brandFiles, siteSchema } from '../schemas/site.ts';
import { pictureProblems } from '../security/named-files.ts';

/** A settings file of a content folder as written, or undefined when it cannot be read. */
export type WrittenSettings = (root: string, name: 'site.json' | 'resume.json') => unknown;

/**
 * The problems of the brand files site.json names and of the photo resume.json names, in the
 * content folder `root`: each missing, outside the folder, too large or not of its name's type.
 * `written` reads the two files; one that cannot be read reports its own problems elsewhere.
 */
export async function brandFileProblems(
	root: string,
	show: (path: string) => string,
	written: WrittenSettings,
): Promise<string[]> {
	const site = siteSchema.safeParse(written(root, 'site.json'));
	const resume = resumeSchema.safeParse(written(root, 'resume.json'));
	const siteFile = show(join(root, 'site.json'));
	const named = site.success
		? Object.values(brandFiles(site.data)).map(({ field, file }) => ({
				where: `${siteFile}: ${field}`,
				file,
			}))
		: [];
	const image = resume.success ? resume.data.basics?.image : undefined;
	if (image && PHOTO_FILE.test(image))
		named.push({ where: `${show(join(root, 'resume.json'))}: basics.image`, file: image });
	const problems = await Promise.all(
		named.map(({ where, file }) => {
			const path = join(root, 'brand', file);
			// A missing file reads as it always has: `<where>: file not found: <path>; add the file ...`.
			return pictureProblems({
				path,
				root,
				where,
				named: show(path),
				missing: 'add the file or fix the name',
			});
		}),
	);
	return problems.flat();
}

// A folder's files and their bytes, to show that a command left it exactly as it was.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir` (its path relative to `dir`) and its bytes, base64. */
export function folderBytes(dir: string): Record<string, string> {
	return Object.fromEntries(
		readdirSync(dir, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => {
				const path = join(entry.parentPath, entry.name);
				return [relative(dir, path), readFileSync(path).toString('base64')];
			}),
	);
}

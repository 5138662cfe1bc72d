// The template's versions (package.json's `version`) and the CHANGELOG entries between two of
// them, for the upgrade's report.

/** `a` compared with `b` as versions ("1.10.0" after "1.9.2"): negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
	const parts = (version: string) =>
		version.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0);
	const [left, right] = [parts(a), parts(b)];
	for (let index = 0; index < Math.max(left.length, right.length); index++) {
		const difference = (left[index] ?? 0) - (right[index] ?? 0);
		if (difference !== 0) return difference;
	}
	return 0;
}

/** One version's entry of a CHANGELOG in Keep a Changelog's style: `## [1.1.0] - 2026-11-25`. */
export interface ChangelogEntry {
	version: string;
	/** The entry as written, its heading first. */
	text: string;
}

/** The entries of `changelog` that have a version, in the order written (newest first). */
export function changelogEntries(changelog: string): ChangelogEntry[] {
	const entries: ChangelogEntry[] = [];
	for (const block of changelog.split(/^(?=## )/m)) {
		const version = /^## \[?v?(\d+\.\d+\.\d+[^\]\s]*)\]?/.exec(block)?.[1];
		if (version) entries.push({ version, text: block.replace(/\n\[[^\]]+\]: .*$/gm, '').trim() });
	}
	return entries;
}

/** The entries after version `from`, up to and with `to`. */
export function entriesBetween(changelog: string, from: string, to: string): ChangelogEntry[] {
	return changelogEntries(changelog).filter(
		({ version }) => compareVersions(version, from) > 0 && compareVersions(version, to) <= 0,
	);
}

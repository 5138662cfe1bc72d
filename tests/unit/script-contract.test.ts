// Every script in scripts/ has one shape: it exports `main(argv, terminal)`, which returns the exit
// code, and runs it through the one entry guard; no script reads the process's arguments itself.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPTS = join(import.meta.dirname, '..', '..', 'scripts');

/** The contract's parts: each line `source` lacks or breaks, as `script: what`. */
function broken(script: string, source: string): string[] {
	return [
		!/^export (async )?function main\(\s*_?argv: string\[\],\s*terminal(: \w[^=)]*)?[,)]/m.test(
			source,
		) && `${script}: no exported main(argv, terminal)`,
		!/^(await )?runMain\(import\.meta, main\b/m.test(source) &&
			`${script}: no runMain(import.meta, main) guard`,
		/import\.meta\.main|process\.argv|pathToFileURL\(process/.test(source) &&
			`${script}: reads the process's arguments or entry itself`,
	].filter((line): line is string => typeof line === 'string');
}

describe('the scripts', () => {
	const scripts = readdirSync(SCRIPTS).filter((name) => name.endsWith('.ts'));

	it('each export main(argv, terminal) and run it through runMain', () => {
		expect(scripts.length).toBeGreaterThan(10);
		expect(
			scripts.flatMap((name) => broken(name, readFileSync(join(SCRIPTS, name), 'utf8'))),
		).toEqual([]);
	});

	it('are caught when they run themselves', () => {
		const own = `export function main(argv: string[]) {}\nif (import.meta.main) main(process.argv);\n`;
		expect(broken('own.ts', own)).toHaveLength(3);
		const kept = `export async function main(argv: string[], terminal: Terminal): Promise<number> {}\nawait runMain(import.meta, main);\n`;
		expect(broken('kept.ts', kept)).toEqual([]);
	});
});

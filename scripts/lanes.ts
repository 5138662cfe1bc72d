/**
 * Runs npm scripts in lanes side by side: each lane runs its scripts one after another and stops
 * at its first failure, as `a && b` would. A lane's output is printed whole when the lane ends,
 * so the logs of two lanes never interleave. Exits 1 if any script failed.
 *
 *   node scripts/lanes.ts "lint format:check" "check test:unit"
 *
 * Scripts that write the same files (astro check and vitest both sync .astro/) belong in one lane.
 */
import { spawn } from 'node:child_process';

function run(script: string): Promise<{ ok: boolean; output: string }> {
	return new Promise((resolve) => {
		const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk));
		child.on('close', (code) => resolve({ ok: code === 0, output }));
	});
}

async function lane(scripts: string[]): Promise<boolean> {
	let log = '';
	let ok = true;
	for (const script of scripts) {
		const started = Date.now();
		const result = await run(script);
		const seconds = ((Date.now() - started) / 1000).toFixed(1);
		log += `${result.output}\n[${script}: ${result.ok ? 'passed' : 'FAILED'} in ${seconds} s]\n`;
		if (!result.ok) {
			ok = false;
			break;
		}
	}
	process.stdout.write(log);
	return ok;
}

const lanes = process.argv.slice(2).map((arg) => arg.split(/\s+/).filter(Boolean));
if (lanes.length === 0) {
	console.error('Usage: node scripts/lanes.ts "<script> <script>…" "<script>…"');
	process.exit(2);
}
const results = await Promise.all(lanes.map(lane));
if (results.includes(false)) process.exit(1);

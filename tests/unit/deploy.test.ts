/**
 * The deploy paths kept in the repository (the Pages workflow, the container, Netlify, Vercel)
 * build with Astro's telemetry off, so no deploy sends usage data.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { headerRules } from '../../src/hosts/host-headers.ts';
import { vercelJson } from '../../src/hosts/host-formats.ts';

test.each([
	['the Pages workflow', '.github/workflows/deploy.yml', /ASTRO_TELEMETRY_DISABLED: 1/],
	['the test workflow', '.github/workflows/test.yml', /ASTRO_TELEMETRY_DISABLED: 1/],
	['the container', 'Dockerfile', /^ENV ASTRO_TELEMETRY_DISABLED=1$/m],
	['Netlify', 'netlify.toml', /^\s*ASTRO_TELEMETRY_DISABLED = "1"$/m],
])("%s builds with Astro's telemetry off", (_, file, setting) => {
	expect(readFileSync(file, 'utf8')).toMatch(setting);
});

test("Vercel's build command turns Astro's telemetry off", () => {
	const { buildCommand } = JSON.parse(vercelJson(headerRules())) as { buildCommand: string };
	expect(buildCommand).toBe('ASTRO_TELEMETRY_DISABLED=1 npm run build');
	expect(readFileSync('vercel.json', 'utf8')).toContain(JSON.stringify(buildCommand));
});

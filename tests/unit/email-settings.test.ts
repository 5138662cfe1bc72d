import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import emailSettings, { missingEmailSettings } from '../../src/integrations/email-settings.ts';

describe('missingEmailSettings', () => {
	test('names each required setting that is unset or blank, in order', () => {
		expect(missingEmailSettings({})).toEqual([
			'PUBLIC_EMAILJS_PUBLIC_KEY',
			'PUBLIC_EMAILJS_SERVICE_ID',
			'PUBLIC_EMAILJS_TEMPLATE_ID',
		]);
		expect(
			missingEmailSettings({
				PUBLIC_EMAILJS_PUBLIC_KEY: 'key',
				PUBLIC_EMAILJS_SERVICE_ID: '   ',
				PUBLIC_EMAILJS_TEMPLATE_ID: 'template',
			}),
		).toEqual(['PUBLIC_EMAILJS_SERVICE_ID']);
	});

	test('the origin is optional', () => {
		expect(
			missingEmailSettings({
				PUBLIC_EMAILJS_PUBLIC_KEY: 'key',
				PUBLIC_EMAILJS_SERVICE_ID: 'service',
				PUBLIC_EMAILJS_TEMPLATE_ID: 'template',
			}),
		).toEqual([]);
	});
});

describe('the email-settings integration at astro build', () => {
	const NAMES = [
		'PUBLIC_EMAILJS_PUBLIC_KEY',
		'PUBLIC_EMAILJS_SERVICE_ID',
		'PUBLIC_EMAILJS_TEMPLATE_ID',
		'VITEST',
	];
	let saved: Record<string, string | undefined>;
	let root: string;
	beforeEach(() => {
		saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
		// The integration stays quiet under vitest; play a real build here.
		for (const name of NAMES) delete process.env[name];
		root = mkdtempSync(join(tmpdir(), 'email-settings-'));
	});
	afterEach(() => {
		for (const [name, value] of Object.entries(saved)) {
			if (value === undefined) delete process.env[name];
			else process.env[name] = value;
		}
		rmSync(root, { recursive: true, force: true });
	});

	/** The warnings a build in `root` logs. */
	function buildWarnings(): string[] {
		const warnings: string[] = [];
		const setup = emailSettings().hooks['astro:config:setup'] as (options: unknown) => void;
		setup({
			command: 'build',
			config: { root: pathToFileURL(`${root}/`) },
			logger: { warn: (message: string) => warnings.push(message) },
		});
		return warnings;
	}

	test('warns once, naming the missing variables, and does not stop the build', () => {
		process.env.PUBLIC_EMAILJS_SERVICE_ID = 'service_from_env';
		expect(buildWarnings()).toEqual([
			'Missing PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_TEMPLATE_ID: the contact form will fail to send. Set them in .env or the environment (see .env.example).',
		]);
	});

	test('reads .env like Astro does: settings there count', () => {
		writeFileSync(
			join(root, '.env'),
			'PUBLIC_EMAILJS_PUBLIC_KEY=key\nPUBLIC_EMAILJS_SERVICE_ID=service\nPUBLIC_EMAILJS_TEMPLATE_ID=template\n',
		);
		expect(buildWarnings()).toEqual([]);
	});
});

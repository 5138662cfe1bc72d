// The template's version and its CHANGELOG: package.json's version has the newest entry, and the
// upgrade's report picks the entries between two versions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { changelogEntries, compareVersions, entriesBetween } from '../../src/upgrade/changelog.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');

describe('CHANGELOG', () => {
	test('the version in package.json has an entry, the newest', () => {
		const entries = changelogEntries(changelog);
		expect(entries[0]?.version).toBe(version);
		expect(entries[0]?.text.split('\n').length).toBeGreaterThan(2);
	});

	test('versions compare by number, not as text', () => {
		expect(compareVersions('1.10.0', '1.9.2')).toBeGreaterThan(0);
		expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
		expect(compareVersions('1.0.1', '1.1.0')).toBeLessThan(0);
	});

	test('the entries after the owner’s version up to the new one', () => {
		const text = [
			'# Changelog',
			'## [1.3.0] - c',
			'three',
			'## [1.2.0] - b',
			'two',
			'## [1.1.0] - a',
			'one',
		].join('\n\n');
		expect(entriesBetween(text, '1.1.0', '1.3.0').map((entry) => entry.version)).toEqual([
			'1.3.0',
			'1.2.0',
		]);
		expect(entriesBetween(text, '1.2.0', '1.2.0')).toEqual([]);
	});
});

// content:migrate's steps: content of today's shape holds nothing to migrate; a translation from
// before the résumé keeps its texts where a translation may set them, and nothing else.
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fixtureContent, fixtureDir } from '../tools/fixture-content.ts';
import { migrateContent, olderShape } from '../../src/migrate/migrate.ts';
import { checkContent } from '../../src/check/check.ts';

const work = mkdtempSync(join(tmpdir(), 'migrate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));

describe('content:migrate', () => {
	test('content in today’s shape has nothing to migrate', () => {
		const dir = fixtureContent('content-valid');
		expect(olderShape(dir).stops).toEqual([]);
		expect(migrateContent(dir)).toEqual([]);
	});

	test('a translation from before the résumé: its job title and About text move to its résumé', async () => {
		const dir = join(work, 'translated');
		cpSync(fixtureDir('content-pre-resume'), dir, { recursive: true });
		const site = read(dir, 'site.json');
		writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, languages: ['en', 'es'] }));
		const pages = read(dir, 'pages.json');
		pages.layout.languages = 'Idiomas';
		writeFileSync(join(dir, 'pages.json'), JSON.stringify(pages));
		mkdirSync(join(dir, 'es', 'about'), { recursive: true });
		const spanish = {
			name: 'Jordán Avery',
			jobTitle: 'Desarrollador de aplicaciones',
			about: ['Construyo aplicaciones.', 'Me importa la accesibilidad.'],
			welcome: 'Hola y bienvenido.',
		};
		writeFileSync(join(dir, 'es', 'site.json'), JSON.stringify(spanish));
		const skills = [{ id: 'git', name: 'Git (control de versiones)' }];
		writeFileSync(join(dir, 'es', 'about', 'skills.json'), JSON.stringify(skills));

		const changes = migrateContent(dir).flatMap((step) => step.changes);
		expect(changes.join('\n')).toMatch(
			/es\/site\.json: name: removed; who you are is written once/,
		);
		expect(read(dir, 'es/site.json')).toEqual({ welcome: spanish.welcome });
		expect(read(dir, 'es/resume.json')).toEqual({
			basics: { label: spanish.jobTitle, summary: spanish.about.join('\n\n') },
			skills: [{ name: skills[0]!.name }],
		});
		expect(existsSync(join(dir, 'es', 'about'))).toBe(false);
		expect(read(dir, 'resume.json').basics.name).toBe(site.name);

		const check = await checkContent(dir, (path) => path);
		expect(check.problems).toEqual([]);
		expect(check.settings?.byLanguage.es?.site.jobTitle).toBe(spanish.jobTitle);
		expect(migrateContent(dir)).toEqual([]);
	});
	test('a résumé that is not JSON: nothing is moved into it and nothing removed', () => {
		const dir = join(work, 'broken');
		cpSync(fixtureDir('content-pre-resume'), dir, { recursive: true });
		writeFileSync(join(dir, 'resume.json'), '{ "basics": ');
		const site = readFileSync(join(dir, 'site.json'));
		const changes = migrateContent(dir).flatMap((step) => step.changes);
		expect(changes.join('\n')).toMatch(/resume\.json: \(file\): not a JSON object/);
		expect(readFileSync(join(dir, 'site.json'))).toEqual(site);
		expect(readFileSync(join(dir, 'resume.json'), 'utf8')).toBe('{ "basics": ');
		expect(existsSync(join(dir, 'about', 'experience.json'))).toBe(true);
	});
});

/**
 * docs/deploy.md's GitHub Pages walk against the workflow files: every workflow, job, script and
 * variable it names exists (and every variable the workflows read is named), and the deploy
 * publishes nothing before the owner's checks have passed in the same run: on every path to the
 * deploy step, `npm run test:owner` runs first, unconditionally.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WORKFLOWS = join(ROOT, '.github', 'workflows');

interface Step {
	run?: string;
	uses?: string;
	if?: string;
	env?: Record<string, string>;
}
interface Job {
	if?: string;
	needs?: string | string[];
	steps?: Step[];
	env?: Record<string, string>;
}
interface Workflow {
	name: string;
	on: Record<string, unknown>;
	jobs: Record<string, Job>;
}

const workflows = Object.fromEntries(
	readdirSync(WORKFLOWS)
		.filter((file) => /\.ya?ml$/.test(file))
		.map((file) => [
			`.github/workflows/${file}`,
			yaml.load(readFileSync(join(WORKFLOWS, file), 'utf8')) as Workflow,
		]),
);
const scripts = Object.keys(
	(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);

/** The GitHub Pages part of docs/deploy.md. */
const doc = (() => {
	const text = readFileSync(join(ROOT, 'docs', 'deploy.md'), 'utf8');
	const start = text.indexOf('## GitHub Pages');
	return text.slice(start, text.indexOf('\n## ', start + 1));
})();

/** Every text of a workflow a step or job reads variables in. */
const workflowText = (workflow: Workflow) => JSON.stringify(workflow);

describe("docs/deploy.md's GitHub Pages walk", () => {
	test('names each workflow file there is, by its path and its name', () => {
		const named = [...doc.matchAll(/`(\.github\/workflows\/[^`]+)`/g)].map(([, path]) => path!);
		expect(named.sort()).toEqual(Object.keys(workflows).sort());
		for (const workflow of Object.values(workflows)) expect(doc).toContain(`**${workflow.name}**`);
	});

	test('every job it names is a job of a workflow', () => {
		const jobs = Object.values(workflows).flatMap((workflow) => Object.keys(workflow.jobs));
		// "its `build` job", "its `checks`, `unit` and `browser` jobs".
		const named = [...doc.matchAll(/((?:`[a-z][\w-]*`(?:, | and | or )?)+) jobs?\b/g)].flatMap(
			([, list]) => [...list!.matchAll(/`([^`]+)`/g)].map(([, name]) => name!),
		);
		expect(named.length).toBeGreaterThan(0);
		for (const name of named) expect(jobs, name).toContain(name);
	});

	test('every npm script it names exists', () => {
		const named = [...doc.matchAll(/npm run ([\w:-]+)/g)].map(([, script]) => script!);
		expect(named.length).toBeGreaterThan(0);
		for (const script of named) expect(scripts, script).toContain(script);
	});

	test('every variable it names is one the workflows read, and it names each of them', () => {
		const named = new Set([...doc.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!));
		const read = new Set(
			Object.values(workflows).flatMap((workflow) =>
				[...workflowText(workflow).matchAll(/vars\.([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name!),
			),
		);
		expect([...named].sort()).toEqual([...read].sort());
	});
});

describe('the deploy runs the owner’s checks first', () => {
	/** The workflow and job holding the step that publishes to Pages. */
	const [file, workflow] = Object.entries(workflows).find(([, each]) =>
		Object.values(each.jobs).some((job) =>
			job.steps?.some((step) => step.uses?.startsWith('actions/deploy-pages@')),
		),
	)!;

	/** The jobs that must finish before `name` starts, all the way back. */
	const before = (name: string): string[] => {
		const needs = workflow.jobs[name]?.needs ?? [];
		return (Array.isArray(needs) ? needs : [needs]).flatMap((need) => [need, ...before(need)]);
	};

	test('a job before the deploy runs npm run test:owner, unconditionally, before it uploads the site', () => {
		const deploy = Object.keys(workflow.jobs).find((name) =>
			workflow.jobs[name]!.steps?.some((step) => step.uses?.startsWith('actions/deploy-pages@')),
		)!;
		const checked = [deploy, ...before(deploy)].filter((name) =>
			workflow.jobs[name]!.steps?.some(
				(step) => step.run?.trim() === 'npm run test:owner' && step.if === undefined,
			),
		);
		expect(checked, file).not.toEqual([]);
		for (const name of checked) {
			const steps = workflow.jobs[name]!.steps!;
			const checks = steps.findIndex((step) => step.run?.trim() === 'npm run test:owner');
			const upload = steps.findIndex((step) =>
				step.uses?.startsWith('actions/upload-pages-artifact@'),
			);
			const build = steps.findIndex((step) => step.run?.trim() === 'npm run build');
			if (upload >= 0) expect(checks, name).toBeLessThan(upload);
			if (build >= 0) expect(checks, name).toBeLessThan(build);
		}
	});

	test('the job that checks runs on every trigger of the deploy: manual runs too', () => {
		for (const name of Object.keys(workflow.jobs)) {
			const condition = workflow.jobs[name]!.if ?? '';
			// The only condition allowed is the one that lets the run happen at all.
			if (condition) expect(condition, name).toContain("github.event_name == 'workflow_dispatch'");
		}
		expect(Object.keys(workflow.on)).toContain('workflow_dispatch');
	});
});

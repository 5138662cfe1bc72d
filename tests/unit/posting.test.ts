/**
 * The posting check finds only terms it knows (the résumé's own and the vocabulary's, with their
 * other names), at every mention, next to punctuation, versions and `.js`, and sorts each into
 * shown, left out or missing; it never names what the posting lacks.
 */
import { describe, expect, test } from 'vitest';
import { checkPosting, resumeTerms, termPattern } from '../../src/apply/posting.ts';

describe('a term in a posting', () => {
	test.each([
		['Java', 'We use JavaScript daily.', false],
		['Java', 'Java 21 and Spring.', true],
		['C', 'C# and .NET', false],
		['C', 'C++ and C#', false],
		['C#', 'Strong C#.', true],
		['.NET', 'ASP.NET Core', false],
		['Node.js', 'Experience with Node.js.', true],
		['React', 'ReactiveX knowledge', false],
		['TypeScript', 'typescript', true],
		['Go', 'you will go far', false],
		['Go', 'Google Cloud', false],
		['Go', 'a Go-Live in May', false],
		['Go', 'We write Go.', true],
		['Go', 'Go言語での開発経験', true],
		['Swift', 'swift delivery of features', false],
		['Swift', 'Swift and SwiftUI', true],
		['Express', 'express your ideas', false],
		['REST', 'the rest of the team', false],
		['Excel', 'you will excel at', false],
		['TypeScript', 'JavaScript/TypeScript', true],
		['JavaScript', 'JavaScript/TypeScript', true],
		['HTML', 'HTML5 and CSS3', true],
		['CSS', 'HTML5 and CSS3', true],
		['CSS', 'CSS-in-JS libraries', true],
		['React', 'React.js or Vue.js', true],
		['Vue', 'React.js or Vue.js', true],
		['S3', 'S3-compatible storage', true],
		['LLM', 'products built on LLMs', true],
		['Excel', 'Excel-based reporting', true],
		['TypeScript', 'fundierte TypeScript-Kenntnisse', true],
		['TypeScript', 'TypeScriptを用いた開発', true],
		['AWS', 'ＡＷＳの運用経験', true],
	])('%s in %j: %s', (term, text, found) => {
		expect(termPattern(term).test(text.normalize('NFKC'))).toBe(found);
	});
});

describe('the report', () => {
	const terms = ['Frobnicator', 'SQL'];
	const tailored = 'Skills: SQL';
	const full = 'Skills: SQL, Frobnicator';

	test('sorts what the posting names, in its order, and invents nothing', () => {
		const posting = 'Frobnicator wizards with Kubernetes, SQL and excellent teamwork wanted.';
		expect(checkPosting(posting, terms, tailored, full)).toEqual({
			shown: ['SQL'],
			leftOut: ['Frobnicator'],
			missing: ['Kubernetes'],
		});
	});

	test('a longer term the posting names is not counted twice ("React Native", not "React")', () => {
		const report = checkPosting('React Native apps.', ['React'], '', '');
		expect(report.missing).toEqual(['React Native']);
	});

	test('every mention counts: "React" named after "React Native" is a term of its own', () => {
		const report = checkPosting('React Native for mobile, and also React on the web.', [], '', '');
		expect(report.missing).toEqual(['React Native', 'React']);
	});

	test('terms next to a slash, a version, a hyphen, ".js" or a plural "s" are found', () => {
		const posting =
			'JavaScript/TypeScript, HTML5, CSS3, React.js, Node.js, S3-compatible storage, CSS-in-JS, LLMs and Excel-based reports.';
		const report = checkPosting(posting, ['S3'], '', '');
		expect(report.missing).toEqual([
			'JavaScript',
			'TypeScript',
			'HTML',
			'CSS',
			'React',
			'Node.js',
			'S3',
			'LLM',
			'Excel',
		]);
	});

	test("other names of a technology are the same term, reported in the résumé's words", () => {
		expect(checkPosting('Go and Golang', ['Go'], 'Go', 'Go')).toEqual({
			shown: ['Go'],
			leftOut: [],
			missing: [],
		});
		expect(checkPosting('Golang services', ['Go'], 'Go', 'Go').shown).toEqual(['Go']);
		expect(checkPosting('We write Go.', [], '', '').missing).toEqual(['Go']);
		const many = 'JS, TS, K8s, Postgres, ReactJS and Node';
		const own = ['JavaScript', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'React', 'Node.js'];
		expect(checkPosting(many, own, own.join(', '), own.join(', ')).shown).toEqual(own);
	});

	test('the résumé shows a technology under another of its names', () => {
		const report = checkPosting('Kubernetes and PostgreSQL', [], 'K8s, Postgres', '');
		expect(report.shown).toEqual(['Kubernetes', 'PostgreSQL']);
	});

	test("a skill group's name is not a technology", () => {
		const resume = {
			skills: [
				{ name: 'Infrastructure', keywords: ['Terraform'] },
				{ name: 'JavaScript', keywords: ['React'] },
				{ name: 'Leadership' },
			],
		};
		const own = resumeTerms(resume);
		expect(own).toEqual(['JavaScript', 'Leadership', 'Terraform', 'React']);
		const text = 'Infrastructure: Terraform';
		expect(checkPosting('Infrastructure as code with Terraform', own, text, text)).toEqual({
			shown: ['Terraform'],
			leftOut: [],
			missing: [],
		});
	});

	test('never a false hit on Google, C++, C#, ASP.NET or a lowercase word', () => {
		const posting =
			'Google-scale systems in C++ and C#, ASP.NET Core; you will go far, express your ideas, rest well and excel.';
		const report = checkPosting(posting, ['Go', 'C', '.NET'], '', '');
		expect(report.missing).toEqual(['C++', 'C#', 'ASP.NET']);
	});

	test("the résumé's terms: skills and every entry's keywords", () => {
		expect(
			resumeTerms({
				skills: [{ name: 'Back End', keywords: ['PostgreSQL'] }, { name: 'SQL' }],
				projects: [{ name: 'App', keywords: ['Svelte'] }],
				work: [{ name: 'Acme' }],
			}),
		).toEqual(['SQL', 'PostgreSQL', 'Svelte']);
	});
});

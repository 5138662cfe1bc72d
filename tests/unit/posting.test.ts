/**
 * The posting check finds only terms it knows (the résumé's own and the vocabulary's), as whole
 * words, and sorts each into shown, left out or missing; it never names what the posting lacks.
 */
import { describe, expect, test } from 'vitest';
import { checkPosting, resumeTerms, termPattern } from '../../src/apply/posting.ts';

describe('a term in a posting', () => {
	test.each([
		['Java', 'We use JavaScript daily.', false],
		['Java', 'Java 21 and Spring.', true],
		['C', 'C# and .NET', false],
		['C#', 'Strong C#.', true],
		['Node.js', 'Experience with Node.js.', true],
		['React', 'ReactiveX knowledge', false],
		['TypeScript', 'typescript', true],
		['Go', 'you will go far', false],
		['Go', 'We write Go.', true],
	])('%s in %j: %s', (term, text, found) => {
		expect(termPattern(term).test(text)).toBe(found);
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

	test("the résumé's terms: skill names and every entry's keywords", () => {
		expect(
			resumeTerms({
				skills: [{ name: 'Back End', keywords: ['PostgreSQL'] }],
				projects: [{ name: 'App', keywords: ['Svelte'] }],
				work: [{ name: 'Acme' }],
			}),
		).toEqual(['Back End', 'PostgreSQL', 'Svelte']);
	});
});

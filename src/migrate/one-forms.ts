// The step for an older pages.json's texts for a count of one (`search.resultsOne`): today a
// counted text holds its plural forms, so each goes into its counted text as the `one` form.
import { relative } from 'node:path';
import type { MigrationStep } from './step.ts';
import { isObject, writeJsonFile } from './json-file.ts';
import { writtenOrNone } from '../settings/written.ts';
import { pagesFiles } from './pages-texts.ts';
import { foldOneForms, ONE_FORMS, oneFormsIn } from '../i18n/one-forms.ts';
import { builtInTexts } from '../i18n/built-in/languages.ts';

/** Each pages.json of `dir` holding older texts for one, with those texts' paths. */
function oneFormCopies(dir: string) {
	return pagesFiles(dir).flatMap(({ path, file, lang }) => {
		const own = writtenOrNone(dir, file);
		const ones = oneFormsIn(own);
		return isObject(own) && ones.length > 0
			? [{ path, own, lang, ones, shown: relative(dir, path) }]
			: [];
	});
}

/** The counted text an older text for one belongs to. */
const countedOf = (one: string) => ONE_FORMS.find(([older]) => older === one)![1];

/** Folds the texts for a count of one into their counted texts' plural forms. */
export const oneFormsStep: MigrationStep = {
	title: 'pages.json: texts for a count of one, now plural forms',
	stillBuilds: true,
	detect(dir) {
		return oneFormCopies(dir).flatMap(({ shown, ones }) =>
			ones.map(
				(one) =>
					`${shown}: ${one}: is now the "one" form of ${countedOf(one)}; content:migrate moves it there`,
			),
		);
	},
	apply(dir) {
		return oneFormCopies(dir).flatMap(({ path, own, lang, ones, shown }) => {
			const folded = foldOneForms(own, builtInTexts(lang));
			writeJsonFile(path, folded);
			const left = oneFormsIn(folded);
			return ones
				.filter((one) => !left.includes(one))
				.map((one) => `${shown}: ${one}: moved to ${countedOf(one)} as its "one" form`);
		});
	},
};

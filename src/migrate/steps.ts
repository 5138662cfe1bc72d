// Every step of `npm run content:migrate`, oldest shape first: the migration runs them in this
// order and the content check asks each whether the content is in its older shape.
import type { MigrationStep } from './step.ts';
import { preResumeStep } from './pre-resume.ts';
import { pagesTextsStep } from './pages-texts.ts';
import { retiredTextsStep } from './retired-texts.ts';
import { oneFormsStep } from './one-forms.ts';
import { privateFilesStep } from './private-files.ts';

/**
 * The registered steps, in the order the content's shape changed. A step's `detect` lines start
 * with the file they name, relative to the content folder.
 */
export const MIGRATION_STEPS: readonly MigrationStep[] = [
	preResumeStep,
	retiredTextsStep,
	oneFormsStep,
	pagesTextsStep,
	privateFilesStep,
];

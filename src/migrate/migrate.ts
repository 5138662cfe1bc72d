// Runs the registered migration steps over a content folder, and tells which files are in an
// older shape without changing them.
import type { MigrationStep } from './step.ts';
import { MIGRATION_STEPS } from './steps.ts';

/** What one step changed. */
export interface Migrated {
	title: string;
	changes: string[];
}

/** Runs every step whose older shape `dir` holds, in order; what each changed ([] when nothing). */
export function migrateContent(
	dir: string,
	steps: readonly MigrationStep[] = MIGRATION_STEPS,
): Migrated[] {
	return steps.flatMap((step) =>
		step.detect(dir).length > 0 ? [{ title: step.title, changes: step.apply(dir) }] : [],
	);
}

/**
 * The files and fields of `dir` in an older shape, as each step's `detect` names them: those the
 * build cannot read (`stops`) and those that still build (`builds`).
 */
export function olderShape(
	dir: string,
	steps: readonly MigrationStep[] = MIGRATION_STEPS,
): { stops: string[]; builds: string[] } {
	const found = (stillBuilds: boolean) =>
		steps
			.filter((step) => Boolean(step.stillBuilds) === stillBuilds)
			.flatMap((step) => step.detect(dir));
	return { stops: found(false), builds: found(true) };
}

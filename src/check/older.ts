// The content check's step for content written for an older shape of the template: it names the
// files to migrate before the errors they would cause.
import { join } from 'node:path';
import type { CheckState } from './state.ts';
import { olderShape } from '../migrate/migrate.ts';

/**
 * Content written for an older shape of the template: the files to migrate, named before the
 * schema errors they would otherwise cause, which are left out; a shape that still builds is a note.
 */
export const older = (state: CheckState): void => {
	const { stops, builds } = olderShape(state.dir);
	const shown = (line: string) => {
		const [file, ...rest] = line.split(': ');
		return `${state.show(join(state.dir, file!))}: ${rest.join(': ')}`;
	};
	for (const line of stops) {
		state.problems.push(
			`${shown(line)}; an older shape of this template's content: run npm run content:migrate`,
		);
	}
	state.notes.push(...builds.map(shown));
	state.isStopped = state.problems.length > 0;
};

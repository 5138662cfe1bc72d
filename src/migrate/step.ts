// One step of `npm run content:migrate`: it recognises content written for an older shape of this
// template and rewrites it to today's, keeping every text the owner wrote.

/** A change of the content's shape between versions, and how to move older content across it. */
export interface MigrationStep {
	/** One line on what moved, e.g. "pages.json: texts the template now ships". */
	title: string;
	/**
	 * True when content in the older shape still builds (a whole copy of texts the template now
	 * ships): the content check notes it instead of stopping.
	 */
	stillBuilds?: boolean;
	/** What in the content folder `dir` is in the older shape, one line per file and field; [] when none. */
	detect(dir: string): string[];
	/** Rewrites that content to today's shape and returns one line per change; a second run changes nothing. */
	apply(dir: string): string[];
}

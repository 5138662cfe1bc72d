// The projects the home page features: the featured ones, in grid order, one row of the widest grid.

/** The most projects the home page shows: one row of the widest grid. */
export const FEATURED_MAX = 3;

/** The projects the home page shows: the featured ones, in grid order, at most FEATURED_MAX. */
export function featuredOf<P extends { data: { featured?: boolean | undefined } }>(
	projects: P[],
): P[] {
	return projects.filter((project) => project.data.featured).slice(0, FEATURED_MAX);
}

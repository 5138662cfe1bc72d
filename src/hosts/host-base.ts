// The hosts' header rules under a sub-path (BASE_PATH, e.g. `/repo`): every page and file rule
// names its path under it; a sub-path that cannot be written into the header files as it is (a
// space, a quote, a `*`) is refused.
import type { HeaderRule } from './host-headers.ts';

/** One segment of a sub-path: characters every host's file takes as they are. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * The sub-path as the header files write it: `''` at the root of the host name, `/repo` for
 * `/repo/`. Throws an Error naming BASE_PATH and the fix for one they could not hold.
 */
export function headerBase(base: string | undefined): string {
	const trimmed = (base ?? '').replace(/^\/+|\/+$/g, '');
	if (trimmed === '') return '';
	const segments = trimmed.split('/');
	if (segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment)))
		return `/${segments.join('/')}`;
	throw new Error(
		`BASE_PATH: ${JSON.stringify(base)} cannot be written into the hosts' header files (_headers, vercel.json, nginx.conf) as it is, so the build writes none; use letters, digits, ".", "-", "_" and "~" between slashes, e.g. /portfolio`,
	);
}

/**
 * `rules` (written for a site at the root of its host name) for the site under `base`
 * (`headerBase`'s form): each path under it, the home page both as `/repo` and `/repo/`.
 */
export function rulesUnderBase(rules: HeaderRule[], base: string): HeaderRule[] {
	if (base === '') return rules;
	return rules.map((rule) => ({
		...rule,
		paths: rule.paths.flatMap((path) => {
			if (path === '/*') return [path];
			return path === '/' ? [base, `${base}/`] : [`${base}${path}`];
		}),
	}));
}

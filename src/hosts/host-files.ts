// The host files kept in the repository, made from the header rules: Vercel's config and the
// container's nginx server block, for the site at the root or under a sub-path (BASE_PATH).
import { headerRules } from './host-headers.ts';
import { nginxConf, vercelJson } from './host-formats.ts';
import { headerBase, rulesUnderBase } from './host-base.ts';

/** The host files of a site under `basePath` (BASE_PATH's form), by their path in the project. */
export function hostFiles(basePath: string | undefined): Record<string, string> {
	const base = headerBase(basePath);
	const rules = rulesUnderBase(headerRules(), base);
	return { 'vercel.json': vercelJson(rules), 'deploy/nginx.conf': nginxConf(rules, base) };
}

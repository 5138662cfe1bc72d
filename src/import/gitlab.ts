// GitLab's REST API (v4) as the import reads it, on gitlab.com or a self-hosted instance: a user's
// public projects (every page of them), a project's languages and its README.
import { type Forge, type ForgeAccess, type Readme, type Repository, refuse } from './forge.ts';
import { ImportError, jsonOf, request, textOf } from './http.ts';

/** The instance the import reads when no other is named. */
export const GITLAB_URL = 'https://gitlab.com';

/** The most pages of projects the import reads. */
const MOST_PAGES = 10;

/** A GitLab user name: letters, digits, `_`, `.` and `-`, starting with a letter, digit or `_`. */
const USER = /^[\w.][\w.-]{0,254}$/;

/** The fields of a project the import reads, as the REST API writes them. */
interface GitLabProject {
	id: number;
	name: string;
	web_url: string;
	description: string | null;
	topics?: string[];
	tag_list?: string[];
	star_count: number;
	last_activity_at: string | null;
	forked_from_project?: unknown;
	archived?: boolean;
	visibility?: string;
	readme_url: string | null;
	default_branch?: string | null;
}

/** The most used of a project's languages (GitLab gives each one's share in percent). */
function mainLanguage(shares: unknown): string | undefined {
	if (!shares || typeof shares !== 'object') return undefined;
	const sorted = Object.entries(shares as Record<string, number>).sort(([, a], [, b]) => b - a);
	return sorted[0]?.[0];
}

/** GitLab at `instance` (its web address), reached through `access`. */
export function gitlab(instance: string, access: ForgeAccess): Forge {
	const web = instance.replace(/\/+$/, '');
	const api = `${web}/api/v4`;
	const headers: Record<string, string> = {
		accept: 'application/json',
		'user-agent': 'portfolio-import',
		...(access.token && { 'private-token': access.token }),
	};
	const check = `the address given with --gitlab-url (${web})`;
	const projects = new Map<string, GitLabProject>();
	return {
		name: 'GitLab',
		async repositories(user) {
			if (!USER.test(user))
				throw new ImportError(
					`${JSON.stringify(user)} is not a GitLab user name: give the name in your profile's address, ${web}/<name>.`,
				);
			const found: GitLabProject[] = [];
			for (let page = 1; page <= MOST_PAGES; page += 1) {
				const url = `${api}/users/${encodeURIComponent(user)}/projects?per_page=${access.pageSize ?? 100}&page=${page}&order_by=last_activity_at`;
				const answer = await request(access.fetcher, url, { headers, check });
				if (answer.status === 404)
					throw new ImportError(
						`${new URL(web).host} has no user ${user}: check the spelling (the name in your profile's address, ${web}/<name>).`,
					);
				if (answer.status !== 200) refuse('GitLab', answer, access, `the projects of ${user}`);
				const list = jsonOf(answer);
				if (!Array.isArray(list))
					throw new ImportError(
						`${url} did not answer with a list of projects: check the address given with --gitlab.`,
					);
				found.push(...(list as GitLabProject[]));
				if (!answer.headers.get('x-next-page')) break;
			}
			// Without a token GitLab lists each project's simple fields only: whether it is a fork or
			// archived comes with the project's own page of the API.
			for (const [index, project] of found.entries()) {
				if (!('archived' in project)) {
					const url = `${api}/projects/${project.id}`;
					const answer = await request(access.fetcher, url, { headers, check });
					if (answer.status !== 200)
						refuse('GitLab', answer, access, `the project ${project.name}`);
					found[index] = { ...project, ...(jsonOf(answer) as GitLabProject) };
				}
				projects.set(String(found[index]!.id), found[index]!);
			}
			return found.map((project): Repository => ({
				id: String(project.id),
				name: project.name,
				url: project.web_url,
				description: project.description?.trim() || undefined,
				topics: project.topics ?? project.tag_list ?? [],
				stars: project.star_count,
				pushed: project.last_activity_at ?? undefined,
				fork: project.forked_from_project !== undefined && project.forked_from_project !== null,
				archived: project.archived === true,
				private: project.visibility !== undefined && project.visibility !== 'public',
			}));
		},
		async details(repository) {
			const project = projects.get(repository.id);
			const languages = await request(
				access.fetcher,
				`${api}/projects/${repository.id}/languages`,
				{ headers, check },
			);
			if (languages.status !== 200 && languages.status !== 404)
				refuse('GitLab', languages, access, `the languages of ${repository.name}`);
			const language = languages.status === 200 ? mainLanguage(jsonOf(languages)) : undefined;
			const branch = project?.default_branch;
			// `…/-/blob/<branch>/<path>` (older instances: `…/blob/<branch>/<path>`).
			const path = branch && project?.readme_url?.split(`/blob/${branch}/`)[1];
			if (!branch || !path) return { ...(language && { language }) };
			const answer = await request(
				access.fetcher,
				`${api}/projects/${repository.id}/repository/files/${encodeURIComponent(decodeURIComponent(path))}/raw?ref=${encodeURIComponent(branch)}`,
				{ headers, check },
			);
			if (answer.status === 404) return { ...(language && { language }) };
			if (answer.status !== 200)
				refuse('GitLab', answer, access, `the README of ${repository.name}`);
			const readme: Readme = {
				markdown: textOf(answer),
				links: `${repository.url}/-/blob/${branch}/`,
				images: `${repository.url}/-/raw/${branch}/`,
				dir: decodeURIComponent(path).replace(/[^/]*$/, ''),
			};
			return { readme, ...(language && { language }) };
		},
	};
}

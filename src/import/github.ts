// GitHub's REST API as the import reads it: a user's public repositories (every page of them) and
// a repository's README. Public data needs no token; one in GITHUB_TOKEN raises the hourly limit.
import { type Forge, type ForgeAccess, type Readme, type Repository, refuse } from './forge.ts';
import { ImportError, jsonOf, request } from './http.ts';

/** The API's address when GITHUB_API_URL does not name another (GitHub Enterprise sets it). */
export const GITHUB_API = 'https://api.github.com';

/** The most pages of repositories the import reads. */
const MOST_PAGES = 10;

/** A GitHub user or organisation name: letters, digits and single dashes, at most 39. */
const USER = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

/** The fields of a repository the import reads, as the REST API writes them. */
interface GitHubRepository {
	id: number;
	name: string;
	html_url: string;
	description: string | null;
	homepage: string | null;
	topics?: string[];
	language: string | null;
	stargazers_count: number;
	pushed_at: string | null;
	fork: boolean;
	archived: boolean;
	private: boolean;
	full_name: string;
}

/** The next page's address in a `Link` header, when there is one. */
function nextPage(link: string | null): string | undefined {
	return link
		?.split(',')
		.map((part) => /<([^>]+)>\s*;\s*rel="next"/.exec(part)?.[1])
		.find(Boolean);
}

/** The `Repository` of one of the API's repositories. */
function repositoryOf(found: GitHubRepository): Repository {
	return {
		id: found.full_name,
		name: found.name,
		url: found.html_url,
		description: found.description?.trim() || undefined,
		homepage: found.homepage?.trim() || undefined,
		topics: found.topics ?? [],
		language: found.language ?? undefined,
		stars: found.stargazers_count,
		pushed: found.pushed_at ?? undefined,
		fork: found.fork,
		archived: found.archived,
		private: found.private,
	};
}

/** The address a path in the repository has under `url`: `url` less `path`, or the URL's folder. */
function baseOf(url: string, path: string): string {
	return url.endsWith(path) ? url.slice(0, url.length - path.length) : new URL('./', url).href;
}

/** GitHub, reached through `access` (its API's address, a token when there is one). */
export function github(access: ForgeAccess): Forge {
	const api = access.api.replace(/\/+$/, '');
	const headers: Record<string, string> = {
		accept: 'application/vnd.github+json',
		'x-github-api-version': '2022-11-28',
		'user-agent': 'portfolio-import',
		...(access.token && { authorization: `Bearer ${access.token}` }),
	};
	const check = 'GITHUB_API_URL if you set it';
	return {
		name: 'GitHub',
		async repositories(user) {
			if (!USER.test(user))
				throw new ImportError(
					`${JSON.stringify(user)} is not a GitHub user name: give the name in your profile's address, github.com/<name>.`,
				);
			const found: GitHubRepository[] = [];
			let url: string | undefined =
				`${api}/users/${user}/repos?type=owner&sort=pushed&per_page=${access.pageSize ?? 100}`;
			for (let page = 0; url && page < MOST_PAGES; page += 1) {
				const answer = await request(access.fetcher, url, { headers, check });
				if (answer.status === 404)
					throw new ImportError(
						`GitHub has no user ${user}: check the spelling (the name in your profile's address, github.com/<name>).`,
					);
				if (answer.status !== 200) refuse('GitHub', answer, access, `the repositories of ${user}`);
				const list = jsonOf(answer);
				if (!Array.isArray(list))
					throw new ImportError(
						`${url} did not answer with a list of repositories: check GITHUB_API_URL, or unset it for ${GITHUB_API}.`,
					);
				found.push(...(list as GitHubRepository[]));
				url = nextPage(answer.headers.get('link'));
			}
			return found.map(repositoryOf);
		},
		async details(repository) {
			const url = `${api}/repos/${repository.id}/readme`;
			const answer = await request(access.fetcher, url, { headers, check });
			if (answer.status === 404)
				return { ...(repository.language && { language: repository.language }) };
			if (answer.status !== 200)
				refuse('GitHub', answer, access, `the README of ${repository.name}`);
			const file = jsonOf(answer) as
				| {
						content?: string;
						encoding?: string;
						path?: string;
						html_url?: string;
						download_url?: string;
				  }
				| undefined;
			const readme: Readme | undefined =
				file?.content !== undefined &&
				file.encoding === 'base64' &&
				file.html_url &&
				file.download_url
					? {
							markdown: Buffer.from(file.content, 'base64').toString('utf8'),
							links: baseOf(file.html_url, file.path ?? ''),
							images: baseOf(file.download_url, file.path ?? ''),
							dir: (file.path ?? '').replace(/[^/]*$/, ''),
						}
					: undefined;
			return {
				...(readme && { readme }),
				...(repository.language && { language: repository.language }),
			};
		},
	};
}

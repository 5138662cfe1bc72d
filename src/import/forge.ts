// What the import reads from a forge (GitHub, GitLab), in one shape for both: the repositories, the
// filters and orders the owner chooses among them, and the forge's refusals as the owner reads them.
import { type Answer, type Fetcher, ImportError, messageOf, whenAgain } from './http.ts';

/** A public repository, as both forges describe it. */
export interface Repository {
	name: string;
	/** Its page on the forge: the project's repository link and the import's record. */
	url: string;
	description?: string | undefined;
	/** The project's own site, when the repository names one. */
	homepage?: string | undefined;
	topics: string[];
	/** The main language, when the forge lists it with the repository. */
	language?: string | undefined;
	stars: number;
	/** The last push, as an ISO time. */
	pushed?: string | undefined;
	fork: boolean;
	archived: boolean;
	private: boolean;
	/** The forge's own id, for its further requests. */
	id: string;
}

/** A README's Markdown and the addresses its relative links and images start from. */
export interface Readme {
	markdown: string;
	/** The repository's files as pages, ending in `/` (`https://github.com/o/r/blob/main/`). */
	links: string;
	/** The repository's files as raw bytes, ending in `/`. */
	images: string;
	/** The README's folder in the repository, '' or ending in `/`. */
	dir: string;
}

/** What a forge gives the import. */
export interface Forge {
	/** The forge's name, as messages say it: GitHub, GitLab. */
	name: string;
	/** Every public repository of `user`. */
	repositories(user: string): Promise<Repository[]>;
	/** The repository's README (undefined without one) and main language. */
	details(repository: Repository): Promise<{ readme?: Readme; language?: string }>;
}

/** How a forge is reached: its API, a token when there is one, the clock for messages. */
export interface ForgeAccess {
	fetcher: Fetcher;
	api: string;
	token?: string | undefined;
	/** The variable the token comes from, as messages name it. */
	tokenVariable: string;
	now?: () => Date;
	/** How many entries a page of a list asks for (the most the APIs give: 100). */
	pageSize?: number;
}

/**
 * The owner's reading of a forge's refusal: a used-up limit with the time it resets, a token
 * refused or without access, a server error. Undefined for an answer that is not one of those.
 */
export function refusal(forge: string, answer: Answer, access: ForgeAccess): string | undefined {
	const { status, headers } = answer;
	const variable = access.tokenVariable;
	const said = messageOf(answer);
	const quoted = said ? ` (${forge} says: ${said.split('.')[0]})` : '';
	const reset =
		Number(headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset')) || undefined;
	const retry = Number(headers.get('retry-after')) || undefined;
	const remaining = headers.get('x-ratelimit-remaining') ?? headers.get('ratelimit-remaining');
	if (status === 429 || (status === 403 && (remaining === '0' || retry))) {
		const now = access.now?.() ?? new Date();
		const at = reset ? new Date(reset * 1000) : new Date(now.getTime() + (retry ?? 60) * 1000);
		const limit = headers.get('x-ratelimit-limit') ?? headers.get('ratelimit-limit');
		// GitHub counts by the hour; GitLab's window is its instance's own.
		const hourly = forge === 'GitHub' ? ' an hour' : '';
		const by = access.token ? ' with your token' : ' without a token';
		const per = limit
			? `${forge}'s limit of ${limit} requests${hourly}${by} is used up`
			: `${forge} asks to wait`;
		const token = access.token
			? ''
			: `, or set ${variable} to a token of yours (it needs no scope for public repositories) for a higher limit`;
		return `${per} until ${whenAgain(at, now)}. Run the import again then${token}.`;
	}
	if (status === 401)
		return access.token
			? `${forge} refused the token in ${variable}${quoted}: it may have expired or been revoked; make a new one, or unset ${variable} to import public repositories without it.`
			: `${forge} asks to sign in${quoted}: set ${variable} to a token of yours with read access, then run the import again.`;
	if (status === 403)
		return access.token
			? `The token in ${variable} has no access to this${quoted}: give it read access to public repositories (a fine-grained token's "Public repositories (read-only)", or GitLab's read_api scope), or unset ${variable}.`
			: `${forge} refused the request${quoted}: run the import again later, or set ${variable} to a token of yours.`;
	if (status >= 500)
		return `${forge} answered ${status} ${answer.statusText}: it is having trouble; run the import again in a few minutes.`;
	return undefined;
}

/** Throws the owner's reading of a refusal, or a line naming the status for anything else. */
export function refuse(forge: string, answer: Answer, access: ForgeAccess, what: string): never {
	const reason = refusal(forge, answer, access);
	if (reason) throw new ImportError(reason);
	const said = messageOf(answer);
	throw new ImportError(
		`${forge} answered ${answer.status} ${answer.statusText} for ${what}${said ? ` (${said})` : ''}: check the name and run the import again.`,
	);
}

/** Which repositories the owner takes: forks and archived ones only when asked, in an order. */
export interface Filters {
	forks?: boolean;
	archived?: boolean;
	/** `stars` (most first, then the latest push) or `pushed` (the latest first). */
	sort?: 'stars' | 'pushed';
}

/** The public repositories the filters keep, in their order. A private one is never kept. */
export function keptRepositories(repositories: Repository[], filters: Filters): Repository[] {
	const byPush = (a: Repository, b: Repository) => (b.pushed ?? '').localeCompare(a.pushed ?? '');
	return repositories
		.filter((repository) => !repository.private)
		.filter((repository) => filters.forks || !repository.fork)
		.filter((repository) => filters.archived || !repository.archived)
		.sort((a, b) => (filters.sort === 'pushed' ? byPush(a, b) : b.stars - a.stars || byPush(a, b)));
}

/**
 * The repositories `names` ask for among those the filters keep; a name that is not there throws,
 * saying why (a fork or archived one left out, a private or misspelt one).
 */
export function onlyRepositories(
	names: string[],
	kept: Repository[],
	all: Repository[],
	forge: string,
	user: string,
): Repository[] {
	const find = (list: Repository[], name: string) =>
		list.find((repository) => repository.name.toLowerCase() === name.toLowerCase());
	return names.map((name) => {
		const found = find(kept, name);
		if (found) return found;
		const left = find(all, name);
		if (left?.fork) throw new ImportError(`${left.name} is a fork: add --forks to import it.`);
		if (left?.archived)
			throw new ImportError(`${left.name} is archived: add --archived to import it.`);
		throw new ImportError(
			`${forge} lists no public repository named ${name} for ${user}: check the name (${forge} lists ${all.length}). A private repository is never imported, as its page would publish what is private: make it public on ${forge} first.`,
		);
	});
}

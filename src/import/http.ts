// The import's one way to the network: a request with a time limit and a byte limit, and each
// failure (no network, a refusal, a limit) as a sentence that names the next step.

/** What went wrong, as the owner reads it: a sentence naming the next step. Nothing was written. */
export class ImportError extends Error {
	constructor(message: string) {
		super(`${message} Nothing was changed.`);
		this.name = 'ImportError';
	}
}

/** The fetch the import uses: the global one, or a test's. */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** An answer read whole (within its byte limit). */
export interface Answer {
	status: number;
	statusText: string;
	headers: Headers;
	/** Undefined when the body was over the limit (it was not read further). */
	body: Uint8Array | undefined;
	url: string;
}

/** How long a request may take before the import gives up on it. */
export const TIMEOUT_SECONDS = 30;

/** The largest JSON, README or feed the import reads. */
export const TEXT_LIMIT_BYTES = 10e6;

/** The host of `url`, as messages name it. */
export const hostOf = (url: string) => new URL(url).host;

/** The network error's code (ENOTFOUND, ECONNREFUSED, ...) or its innermost message. */
function networkReason(error: unknown): string {
	let reason = String((error as Error)?.message ?? error);
	for (let cause = error; cause instanceof Error; cause = cause.cause) {
		const code = (cause as unknown as { code?: unknown }).code;
		if (typeof code === 'string') return code;
		reason = cause.message;
	}
	return reason;
}

/** The body of `response`, or undefined as soon as it passes `limit` bytes. */
async function readCapped(response: Response, limit: number): Promise<Uint8Array | undefined> {
	const declared = Number(response.headers.get('content-length'));
	if (declared > limit) {
		await response.body?.cancel();
		return undefined;
	}
	const chunks: Uint8Array[] = [];
	let size = 0;
	for await (const chunk of response.body ?? []) {
		size += chunk.byteLength;
		if (size > limit) {
			await response.body?.cancel();
			return undefined;
		}
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/**
 * Asks `url` (GET) and reads the answer, at most `limit` bytes. A failure to reach the host
 * throws an ImportError naming it and `check` (what the owner checks besides the connection).
 */
export async function request(
	fetcher: Fetcher,
	url: string,
	{
		headers = {},
		limit = TEXT_LIMIT_BYTES,
		check = 'the address',
	}: { headers?: Record<string, string>; limit?: number; check?: string } = {},
): Promise<Answer> {
	let response: Response;
	try {
		response = await fetcher(url, {
			headers,
			redirect: 'follow',
			signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
		});
	} catch (error) {
		const name = (error as { name?: string }).name;
		if (name === 'TimeoutError' || name === 'AbortError')
			throw new ImportError(
				`${hostOf(url)} did not answer within ${TIMEOUT_SECONDS} seconds: check your connection and run the import again.`,
			);
		throw new ImportError(
			`Could not reach ${hostOf(url)} (${networkReason(error)}): check your connection and ${check}, then run the import again.`,
		);
	}
	try {
		const body = await readCapped(response, limit);
		return {
			status: response.status,
			statusText: response.statusText,
			headers: response.headers,
			body,
			url: response.url || url,
		};
	} catch (error) {
		throw new ImportError(
			`The answer of ${hostOf(url)} broke off (${networkReason(error)}): run the import again.`,
		);
	}
}

/** The answer's body as text (UTF-8). */
export const textOf = (answer: Answer) => new TextDecoder().decode(answer.body);

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
	try {
		return JSON.parse(textOf(answer));
	} catch {
		return undefined;
	}
}

/** A server's own message in a JSON answer (`{"message": "Not Found"}`), when it has one. */
export function messageOf(answer: Answer): string | undefined {
	const message = (jsonOf(answer) as { message?: unknown } | undefined)?.message;
	return typeof message === 'string' ? message : undefined;
}

/** A time as the owner's system writes it, with how long until then: "14:32 CET (in 23 minutes)". */
export function whenAgain(at: Date, now: Date): string {
	const time = new Intl.DateTimeFormat(undefined, {
		hour: '2-digit',
		minute: '2-digit',
		timeZoneName: 'short',
	}).format(at);
	const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
	return `${time} (in ${minutes} minute${minutes === 1 ? '' : 's'})`;
}

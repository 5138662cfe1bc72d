// The owner's profile links from the résumé's basics: each network's address and icon, and which
// profile holds the owner's code.
import type { ResumeBasics } from '../schemas/resume.ts';

/** The networks that have their own icon; any other profile gets a generic link icon. */
export const PROFILE_ICONS = [
	'github',
	'linkedin',
	'mastodon',
	'bluesky',
	'x',
	'stackoverflow',
	'devto',
	'youtube',
] as const;

/** A network with an icon of its own. */
export type ProfileIcon = (typeof PROFILE_ICONS)[number];

/** A network name as written in résumés ("GitHub", "Stack Overflow", "dev.to") reduced to a key. */
function networkKey(network: string): string {
	const key = network.toLowerCase().replace(/[^a-z0-9]/g, '');
	const aliases: Record<string, string> = {
		twitter: 'x',
		dev: 'devto',
		stackexchange: 'stackoverflow',
	};
	return aliases[key] ?? key;
}

/** Profile addresses built from a username, for networks whose address needs nothing else. */
const PROFILE_URLS: Record<string, (username: string) => string> = {
	github: (user) => `https://github.com/${user}`,
	gitlab: (user) => `https://gitlab.com/${user}`,
	codeberg: (user) => `https://codeberg.org/${user}`,
	linkedin: (user) => `https://www.linkedin.com/in/${user}`,
	x: (user) => `https://x.com/${user}`,
	devto: (user) => `https://dev.to/${user}`,
	bluesky: (user) => `https://bsky.app/profile/${user}`,
	youtube: (user) => `https://www.youtube.com/@${user}`,
};

/** The networks that hold code: the first profile on one is the owner's "code profile". */
const CODE_NETWORKS = new Set(['github', 'gitlab', 'codeberg']);

/** One profile link as the site draws it. */
export interface Profile {
	/** The link text: the network's name. */
	label: string;
	url: string;
	/** Which icon to draw; without it, a generic link icon. */
	icon?: ProfileIcon;
	/** True for the first GitHub, GitLab or Codeberg profile: the About text links to it. */
	code?: boolean;
}

/**
 * The owner's profile links in the résumé's order. A profile without a URL gets one built from its
 * username on the networks above, or is left out; one without a network is named by its host.
 */
export function profilesOf(basics: ResumeBasics | undefined): Profile[] {
	let codeFound = false;
	return (basics?.profiles ?? []).flatMap((profile) => {
		const key = networkKey(profile.network ?? '');
		const url =
			profile.url ??
			(profile.username && PROFILE_URLS[key]
				? PROFILE_URLS[key](encodeURIComponent(profile.username))
				: undefined);
		if (!url) return [];
		const label = profile.network ?? new URL(url).hostname.replace(/^www\./, '');
		const icon = (PROFILE_ICONS as readonly string[]).includes(key)
			? (key as ProfileIcon)
			: undefined;
		const code = !codeFound && CODE_NETWORKS.has(key);
		if (code) codeFound = true;
		return [{ label, url, ...(icon && { icon }), ...(code && { code }) }];
	});
}

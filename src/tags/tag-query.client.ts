// Old links with a tag query (`/projects?tag=React`) land on the tag's page, when the tag has one.
import { tagPath, tagSlug } from './tags.client.ts';

export function followTagQuery(): void {
	const tag = new URLSearchParams(window.location.search).get('tag');
	if (!tag) return;
	const path = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${tagPath(tagSlug(tag))}`;
	const chips = document.querySelectorAll<HTMLAnchorElement>('a[data-chip]');
	if ([...chips].some((chip) => chip.pathname === path)) window.location.replace(path);
}

// The résumé's dates as the pages and the PDF read them: newest first, and in the page's language.

/** Dated entries newest first: current ones (no end) first, then by end, then by start. */
export function byNewest<T extends { startDate?: string; endDate?: string }>(
	entries: readonly T[] | undefined,
): T[] {
	const end = (entry: T) => entry.endDate ?? '9999';
	return [...(entries ?? [])].sort(
		(a, b) => end(b).localeCompare(end(a)) || (b.startDate ?? '').localeCompare(a.startDate ?? ''),
	);
}

/**
 * A date as pages show it: the year alone, or the month and year in the page's language when the
 * date names a month ("Apr 2016").
 */
export function formatDate(date: string, lang: string): string {
	const [year, month] = date.split('-');
	if (!month) return year!;
	return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
		new Date(Date.UTC(Number(year), Number(month) - 1, 1)),
	);
}

/**
 * The period of an entry: "2016–2018", "2016–Present" without an end (`present` is the owner's
 * word), the one date when start and end read the same, or '' without dates.
 */
export function periodOf(
	entry: { startDate?: string; endDate?: string },
	present: string,
	lang: string,
): string {
	const start = entry.startDate && formatDate(entry.startDate, lang);
	const end = entry.endDate ? formatDate(entry.endDate, lang) : start ? present : undefined;
	if (!start) return end && entry.endDate ? end : '';
	return start === end ? start : `${start}–${end}`;
}

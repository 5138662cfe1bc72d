// The name a download of the résumé PDF the site draws gets.

/** The file name a download of the owner's résumé gets: their name in lowercase ASCII words. */
export function pdfFileName(name: string, fallback: string): string {
	const slug = (text: string) =>
		text
			.normalize('NFKD')
			.replace(/[\u0300-\u036f]/g, '')
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '')
			.slice(0, 60);
	return `${slug(name) || slug(fallback) || 'cv'}.pdf`;
}

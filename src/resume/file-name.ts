// The name a download of the résumé PDF the site draws gets.

/**
 * The file name a download of the owner's résumé gets: their name in lowercase words joined by
 * dashes, in the script it is written in (Latin accents dropped: `zoe-angstrom.pdf`,
 * `иван-петров.pdf`, `李雷.pdf`). Only letters, marks and digits are kept, so the name is safe on
 * every system; when none are left, the résumé's title in the same way, then `cv.pdf`.
 */
export function pdfFileName(name: string, fallback: string): string {
	const slug = (text: string) =>
		Array.from(
			text
				.normalize('NFKD')
				.replace(/[\u0300-\u036f]/g, '')
				// Recomposed, so Hangul syllables and kana with voicing marks stay one letter each.
				.normalize('NFC')
				.toLowerCase()
				.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
				.replace(/^-+|-+$/g, ''),
		)
			.slice(0, 60)
			.join('')
			.replace(/-+$/, '');
	return `${slug(name) || slug(fallback) || 'cv'}.pdf`;
}

// The name a download of the résumé PDF the site draws gets.
import { projectSlug } from '../data/content-id.ts';

/**
 * The file name a download of the owner's résumé gets: their name in lowercase words joined by
 * dashes, in the script it is written in (`zoe-angstrom.pdf`, `иван-петров.pdf`, `李雷.pdf`), as
 * content:new names a file; when it has no letter or digit, the résumé's title, then `cv.pdf`.
 */
export function pdfFileName(name: string, fallback: string): string {
	return `${projectSlug(name) || projectSlug(fallback) || 'cv'}.pdf`;
}

/**
 * Times the résumé PDF for résumés of N jobs made from the owner's résumé (each job a copy of one
 * of theirs, numbered): `npm run bench:pdf -- 10 200 1000`. Prints seconds, pages, size and memory.
 */
import { renderResumePdf } from '../src/resume/pdf.ts';
import { resumeView } from '../src/resume/view.ts';
import { readSettings } from '../src/data/settings.ts';
import type { Resume } from '../src/schemas/resume.ts';

const { resume, site, copy } = readSettings();
const counts = process.argv.slice(2).map(Number).filter(Boolean);
const jobs = resume.work ?? [];
/** The PDF as the build draws it, its view included. */
const draw = (document: Resume) =>
	renderResumePdf({
		resume: document,
		view: resumeView(document, copy),
		lang: copy.lang,
		title: copy.resume.title,
		accent: site.theme.light.accent,
	});
await draw(resume);
for (const count of counts.length > 0 ? counts : [10, 200, 1000]) {
	const work = Array.from({ length: count }, (_, index) => ({
		...jobs[index % jobs.length],
		position: `${jobs[index % jobs.length]?.position ?? 'Job'} ${index + 1}`,
		summary: `${jobs[index % jobs.length]?.summary ?? ''} Job number ${index + 1}.`,
	}));
	const start = performance.now();
	const pdf = await draw({ ...resume, work });
	const seconds = (performance.now() - start) / 1000;
	const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
	console.log(
		`${count} jobs: ${seconds.toFixed(2)} s, ${pages} pages, ${Math.round(pdf.length / 1024)} KB, ${Math.round(process.memoryUsage().rss / 1e6)} MB resident`,
	);
}

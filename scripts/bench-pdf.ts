/**
 * Times the résumé PDF for N numbered copies of the owner's jobs (`npm run bench:pdf -- 10 200
 * 1000`), then the largest résumé the content check lets through: seconds, pages, size, memory.
 */
import { renderResumePdf } from '../src/pdf/resume.ts';
import { resumeView } from '../src/resume/view.ts';
import { readSettings } from '../src/settings/read.ts';
import { RESUME_LIMITS, resumeSchema, type Resume } from '../src/schemas/resume.ts';
import { runMain, type Terminal } from './lib/main.ts';

/** Times the PDFs the arguments ask for and prints each; returns the exit code. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { resume, site, copy } = readSettings();
	const counts = argv.map(Number).filter(Boolean);
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
	/** The characters of text in a value: its strings, however deep. */
	const textLength = (value: unknown): number =>
		typeof value === 'string'
			? value.length
			: value && typeof value === 'object'
				? Object.values(value).reduce((sum: number, each) => sum + textLength(each), 0)
				: 0;

	/** Times the PDF of the résumé with `count` jobs, each summary `padding` characters longer. */
	async function time(count: number, padding = 0, name = `${count} jobs`) {
		const work = Array.from({ length: count }, (_, index) => {
			const job = jobs[index % jobs.length];
			const summary = `${job?.summary ?? ''} Job number ${index + 1}.`;
			return {
				...job,
				position: `${job?.position ?? 'Job'} ${index + 1}`,
				summary: summary.padEnd(summary.length + padding, ' Kept the build green.'),
			};
		});
		const checked = resumeSchema.safeParse({ ...resume, work });
		if (!checked.success) {
			terminal.out(`${name}: refused by the content check (${checked.error.issues[0]?.message})`);
			return;
		}
		const document = checked.data;
		const start = performance.now();
		const pdf = await draw(document);
		const seconds = (performance.now() - start) / 1000;
		const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
		terminal.out(
			`${name} (${textLength(document).toLocaleString('en')} characters): ${seconds.toFixed(2)} s, ${pages} pages, ${Math.round(pdf.length / 1024)} KB, ${Math.round(process.memoryUsage().rss / 1e6)} MB resident`,
		);
	}

	for (const count of counts.length > 0 ? counts : [10, 200, 1000]) await time(count);
	// The most the check allows: as many jobs as a section holds, their text filling the résumé's.
	const { entries, total } = RESUME_LIMITS;
	const base = Array.from({ length: entries }, (_, index) => jobs[index % jobs.length]);
	const padding = Math.floor((total - textLength({ ...resume, work: base })) / entries) - 30;
	await time(entries, padding, `${entries} jobs at the text limit`);
	return 0;
}

await runMain(import.meta, main);

/**
 * What every page of the built site says, read from its HTML (no browser): headings, titles and
 * descriptions, landmarks, the header's and footer's links, each page's own texts and links, the
 * contact form's fields, the résumé page, and what search engines and link previews read (the
 * canonical address, social cards, JSON-LD, robots.txt and the sitemap, the brand files). Checked
 * on the owner's content, on two other owners' (the fixtures content-other, and content-owner
 * with the résumé in the header and a Mastodon profile) and on the site init makes, each built once for the run (by the
 * suite's setup); the expected values are read from each content folder (through the tests'
 * content reader), so nothing here pins a value of the content.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import type { Root } from 'hast';
import { describe, expect, inject, test } from 'vitest';
import { fill, fillCounted } from '../../src/i18n/template.client.ts';
import { pdfFileName } from '../../src/resume/file-name.ts';
import { paragraphs } from '../../src/resume/person.ts';
import {
	MISSING_PATH,
	RESUME_PATH,
	decodedUrl,
	heroHeading,
	readContent,
	tagsOf,
} from '../tools/content.ts';
import {
	attribute as attr,
	landmarks,
	nameOf,
	named,
	normalise,
	one,
	pageFile,
	readPage,
	text,
	textOf,
} from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';
import { INIT_SITE } from './init-site.ts';
import { OFFICIAL_SECTION_ORDER } from '../tools/json-resume.ts';

/** The file the host serves for a path without a page of its own: the error page. */
const ERROR_PAGE = '/404';

/** The content of each site read here; init's has a draft project, no published one, no note. */
const CONTENT = {
	main: SITES.main.content,
	other: SITES.other.content,
	owner: SITES.owner.content,
	init: INIT_SITE.content,
};

describe.each(Object.keys(CONTENT) as (keyof typeof CONTENT)[])(
	'the site built from the %s content',
	(key) => {
		const content = readContent(CONTENT[key]);
		const { copy, site, names, navLinks, pagePaths, resume } = content;
		const dist = () => inject('dist')[key];
		const page = (route: string) => readPage(dist(), route);
		const title = (tree: Root) => text(select('title', tree)!);
		const meta = (tree: Root, selector: string) => attr(select(selector, tree), 'content');
		const description = (tree: Root) => meta(tree, 'meta[name="description"]');

		const ROUTES = [
			{
				path: '/',
				heading: heroHeading(copy.home.greeting, site.name),
				title: `${site.jobTitle} | ${site.name}`,
				description: site.description,
			},
			...(['projects', 'about', 'contact'] as const).map((name) => ({
				path: `/${name}`,
				heading: copy[name].heading,
				title: `${copy[name].title} | ${site.name}`,
				description: fill(copy[name].description, { name: site.name }),
			})),
			{
				path: ERROR_PAGE,
				heading: copy.error.heading,
				title: `${copy.error.title} | ${site.name}`,
				description: fill(copy.error.description, { name: site.name }),
			},
		];
		/**
		 * One page of each kind: the above, the résumé, a project's and a tag's (the owner's content
		 * may have no published project yet; the fixtures' always have).
		 */
		const EVERY_PAGE = [
			...ROUTES.map((route) => route.path),
			RESUME_PATH,
			...[content.projects[0], tagsOf(content.projects)[0]].flatMap((one) =>
				one ? [one.path] : [],
			),
		];

		test.each(ROUTES)('$path: heading, title and description', (route) => {
			const tree = page(route.path);
			const headings = selectAll('h1', tree);
			expect(headings).toHaveLength(1);
			// The accessible name: the home greeting's per-letter spans are hidden from it.
			expect(nameOf(headings[0]!, tree)).toBe(route.heading);
			expect(title(tree)).toBe(route.title);
			expect(description(tree)).toBe(route.description);
		});

		describe.each(EVERY_PAGE)('%s', (path) => {
			test('lang, landmarks and the skip link', () => {
				const tree = page(path);
				expect(attr(select('html', tree), 'lang')).toBe(copy.lang);

				expect(landmarks(tree, 'header')).toHaveLength(1);
				expect(selectAll('main', tree)).toHaveLength(1);
				expect(landmarks(tree, 'footer')).toHaveLength(1);
				expect(named(tree, tree, 'nav', copy.layout.mainNav)).toHaveLength(1);
				expect(named(tree, tree, 'nav', copy.layout.footerNav)).toHaveLength(1);
				// The skip link is the body's first link and leads to the main landmark.
				const skip = selectAll('body a[href]', tree)[0];
				expect(skip && nameOf(skip, tree)).toBe(copy.layout.skipLink);
				expect(attr(skip, 'href')).toBe(`#${attr(select('main', tree), 'id')}`);
			});

			test('header: the logo links home at 120x50, the links in order, the menu button', () => {
				const tree = page(path);
				const [header] = landmarks(tree, 'header');
				const logo = one(tree, header!, 'a', site.logo.alt);
				expect(attr(logo, 'href')).toBe('/');
				const image = select('img', logo);
				expect(attr(image, 'alt')).toBe(site.logo.alt);
				expect([attr(image, 'width'), attr(image, 'height')]).toEqual(['120', '50']);

				const links = selectAll('a', one(tree, tree, 'nav', copy.layout.mainNav));
				expect(links.map(text)).toEqual(content.headerLinkTitles);
				const { headerLinks } = content;
				expect(links.slice(0, headerLinks.length).map((link) => attr(link, 'href'))).toEqual(
					headerLinks.map((link) => link.path),
				);
				// The phone menu's toggle, named in the owner's words.
				expect(attr(one(tree, header!, 'button', copy.layout.menuButton), 'type')).toBe('button');
			});

			test('footer: note, the links, profiles in a new tab with their icons, copyright', () => {
				const tree = page(path);
				const [footer] = landmarks(tree, 'footer');
				// The owner's note when they wrote one; no empty paragraph when not.
				if (site.footerNote) expect(text(footer!)).toContain(normalise(site.footerNote));
				else expect(select('.note', footer!)).toBeUndefined();

				const links = selectAll('a', one(tree, footer!, 'nav', copy.layout.footerNav));
				expect(links.map(text)).toEqual(navLinks.map((link) => link.title));
				expect(links.map((link) => attr(link, 'href'))).toEqual(navLinks.map((link) => link.path));

				const profiles = selectAll('a', one(tree, footer!, 'ul', copy.layout.profiles));
				expect(profiles).toHaveLength(site.profiles.length);
				for (const [index, { label, url, icon }] of site.profiles.entries()) {
					const link = profiles[index]!;
					expect(nameOf(link, tree)).toBe(names.newTab(label));
					expect(attr(link, 'href')).toBe(url);
					expect(attr(link, 'target')).toBe('_blank');
					const rel = attr(link, 'rel')?.split(' ') ?? [];
					expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
					// What a Mastodon server looks for to verify the profile: a link to it with rel~="me".
					expect(rel.includes('me'), label).toBe(icon === 'mastodon');
					expect(selectAll('svg', link), label).toHaveLength(1);
				}

				// The copyright line carries the owner's year and name, as an element of its own.
				const line = fill(copy.layout.copyright, { year: site.copyrightYear, name: site.name });
				expect(selectAll('*', footer!).filter((element) => text(element) === line)).not.toEqual([]);
			});
		});

		test('each page has its own title and description', () => {
			const trees = ROUTES.map((route) => page(route.path));
			expect(new Set(trees.map(title)).size).toBe(ROUTES.length);
			expect(new Set(trees.map(description)).size).toBe(ROUTES.length);
		});

		test('home: greeting, job title, welcome text and the two button links', () => {
			const tree = page('/');
			const main = select('main', tree)!;
			expect(selectAll('*', main).filter((element) => text(element) === site.jobTitle)).not.toEqual(
				[],
			);
			expect(text(main)).toContain(normalise(site.welcome));
			expect(attr(one(tree, main, 'a', copy.home.projectsButton), 'href')).toBe('/projects');
			expect(attr(one(tree, main, 'a', copy.home.aboutButton), 'href')).toBe('/about');
		});

		test('the error page: the apology, the status and the button home', () => {
			const tree = page(ERROR_PAGE);
			const main = select('main', tree)!;
			expect(selectAll('p', main).map(text)).toContain(normalise(copy.error.text));
			const status = selectAll('*', main).filter((element) => text(element) === copy.error.status);
			expect(status).not.toEqual([]);
			expect(attr(one(tree, main, 'a', copy.error.homeButton), 'href')).toBe('/');
		});

		describe('/about', () => {
			const region = (name: string) => {
				const tree = page('/about');
				return { tree, block: one(tree, tree, 'section', name) };
			};

			test('the About Me text links to projects, the code profile, contact and e-mail', () => {
				const { tree, block: intro } = region(copy.about.heading);
				for (const paragraph of site.about) expect(text(intro)).toContain(normalise(paragraph));
				// Words and links keep their spaces ("on GitHub", not "onGitHub").
				expect(text(intro)).toContain(
					normalise(
						fill(content.aboutLinks, {
							projects: copy.about.projectsLink,
							code: names.newTab(`${content.codeProfile?.label}`),
							contact: copy.about.contactLink,
							email: site.email ?? '',
						}),
					),
				);
				expect(attr(one(tree, intro, 'a', copy.about.projectsLink), 'href')).toBe('/projects');
				if (content.codeProfile) {
					const code = one(tree, intro, 'a', names.newTab(content.codeProfile.label));
					expect(attr(code, 'href')).toBe(content.codeProfile.url);
					expect(attr(code, 'target')).toBe('_blank');
				}
				expect(attr(one(tree, intro, 'a', copy.about.contactLink), 'href')).toBe('/contact');
				if (site.email)
					expect(attr(one(tree, intro, 'a', site.email), 'href')).toBe(`mailto:${site.email}`);
			});

			test('Education lists every degree with its year', () => {
				const { block } = region(copy.about.education);
				expect(selectAll('h2', block).map(text)).toEqual([copy.about.education]);
				const items = selectAll('li', block);
				expect(items).toHaveLength(content.education.length);
				// Each degree: its type and area over the school and the year it ended.
				for (const [index, degree] of content.education.entries()) {
					const item = items[index]!;
					const heading = [degree.studyType, degree.area].filter(Boolean).join(', ');
					expect(selectAll('h3', item).map(text)).toEqual([heading || degree.institution]);
					if (heading && degree.institution) expect(text(item)).toContain(degree.institution);
					if (degree.endDate) expect(text(item)).toContain(degree.endDate.slice(0, 4));
				}
			});

			test('Experience lists every job, newest first, with years of experience', () => {
				const { block } = region(copy.about.experience);
				expect(text(block)).toContain(
					fillCounted(copy.about.experienceSummary, copy.lang, site.yearsOfExperience, {
						years: site.yearsOfExperience,
					}),
				);
				// A job's item holds its heading; its highlights are items of a list inside it.
				const items = selectAll('li', block).filter((item) => select('h3', item));
				expect(items).toHaveLength(content.experience.length);
				// Each job: its position over the company and its years, the owner's word for "now"
				// when it has no end.
				for (const [index, job] of content.experience.entries()) {
					const item = items[index]!;
					expect(text(select('h3', item)!)).toBe(job.position ?? job.name);
					if (job.position && job.name) expect(text(item)).toContain(job.name);
					if (job.startDate) expect(text(item)).toContain(job.startDate.slice(0, 4));
					expect(text(item)).toContain(job.endDate ? job.endDate.slice(0, 4) : copy.resume.present);
					for (const paragraph of paragraphs(job.summary))
						expect(text(item)).toContain(normalise(paragraph));
					for (const highlight of job.highlights ?? [])
						expect(
							selectAll('li', item).filter(
								(entry) => entry !== item && text(entry).includes(normalise(highlight)),
							),
						).toHaveLength(1);
				}
			});

			test('Skills shows every skill', () => {
				const { block } = region(copy.about.skills);
				const items = selectAll('li', block);
				expect(items).toHaveLength(content.skills.length);
				for (const skill of content.skills) {
					const item = items.find((entry) => text(entry).includes(skill.name!));
					expect(item, skill.name).toBeDefined();
					for (const keyword of skill.keywords ?? []) expect(text(item!)).toContain(keyword);
				}
			});
		});

		describe('/contact', () => {
			test('heading, lead and the mailto link', () => {
				const tree = page('/contact');
				const main = select('main', tree)!;
				expect(selectAll('h1', main).map(text)).toEqual([copy.contact.heading]);
				expect(selectAll('p', main).map(text)).toContain(normalise(copy.contact.lead));
				if (!site.email) {
					expect(text(main)).toContain(normalise(copy.contact.textNoEmail));
					return;
				}
				expect(text(main)).toContain(normalise(fill(copy.contact.text, { email: site.email })));
				const mailto = named(tree, main, 'a', site.email).map((link) => attr(link, 'href'));
				expect(new Set(mailto)).toEqual(new Set([`mailto:${site.email}`]));
			});

			test('the form fields: labels, names, required, email type, in order', () => {
				const tree = page('/contact');
				const form = select('form', tree)!;
				const fields = [
					{ label: copy.contact.form.name, name: 'name' },
					{ label: copy.contact.form.email, name: 'email' },
					{ label: copy.contact.form.phone, name: 'phone_number' },
					{ label: copy.contact.form.message, name: 'message' },
				];
				const labelled = (label: string) => {
					const [element] = selectAll('label', form).filter((node) => text(node) === label);
					expect(element, label).toBeDefined();
					const field = select(`#${attr(element, 'htmlFor')}`, form);
					expect(field, label).toBeDefined();
					return field!;
				};
				for (const { label, name } of fields) {
					const field = labelled(label);
					expect(attr(field, 'name'), label).toBe(name);
					expect(field.properties.required, label).toBe(true);
					// Editable as served: nothing waits for a script to enable it.
					expect(field.properties.disabled ?? false, label).toBe(false);
					expect(field.properties.readOnly ?? false, label).toBe(false);
				}
				expect(attr(labelled(copy.contact.form.email), 'type')).toBe('email');
				expect(labelled(copy.contact.form.message).tagName).toBe('textarea');
				const submitted = selectAll('input, select, textarea, button', form)
					.map((element) => attr(element, 'name'))
					.filter(Boolean);
				expect(submitted).toEqual(fields.map((field) => field.name));
			});

			test("the country selector offers every country by its name in the page's language, the owner's first, and has no name to submit", () => {
				const tree = page('/contact');
				const country = one(tree, select('form', tree)!, 'select', copy.contact.form.country);
				expect(attr(country, 'name')).toBeUndefined();
				const options = selectAll('option', country);
				const own = resume.basics?.location?.countryCode?.toUpperCase();
				// The owner's country first and chosen; a site that names none chooses none.
				const [first, ...countries] = own ? options : options.slice(1);
				const chosen = options.filter((option) => option.properties.selected);
				expect(chosen).toEqual([own ? first : options[0]]);
				if (!own) expect(attr(options[0], 'value')).toBe('');
				else expect(attr(first, 'value')).toBe(own);
				expect(countries.length).toBeGreaterThan(200);
				const names = new Intl.DisplayNames(copy.lang, { type: 'region' });
				const shown = countries.map((option) => {
					const [, name] = /^(.+) \+(\d+)$/u.exec(text(option))!;
					expect(name, text(option)).toBe(names.of(attr(option, 'value')!));
					return name!;
				});
				expect(shown).toEqual([...shown].sort(new Intl.Collator(copy.lang).compare));
				const mexico = countries.find((option) => attr(option, 'value') === 'MX');
				expect(text(mexico!)).toMatch(/ \+52$/);
			});

			test('has a Submit button', () => {
				const tree = page('/contact');
				const submit = one(tree, select('form', tree)!, 'button', copy.contact.form.submit);
				expect(attr(submit, 'type')).toBe('submit');
			});
		});

		describe('/resume', () => {
			// The sections with entries, in the official schema's order, as the page shows them.
			const sections = OFFICIAL_SECTION_ORDER.flatMap((name) => {
				const entries = (resume as Record<string, unknown[] | undefined>)[name] ?? [];
				const heading = (copy.resume.sections as Record<string, string>)[name];
				return entries.length > 0 ? [{ heading, count: entries.length }] : [];
			});

			test('the About page links to it; title, description and the owner as its heading', () => {
				const about = page('/about');
				const link = one(about, select('main', about)!, 'a', copy.about.resumeLink);
				expect(attr(link, 'href')).toBe(RESUME_PATH);
				const tree = page(RESUME_PATH);
				expect(title(tree)).toBe(`${copy.resume.title} | ${site.name}`);
				expect(description(tree)).toBe(fill(copy.resume.description, { name: site.name }));
				expect(selectAll('h1', tree).map(text)).toEqual([site.name]);
				// The job title under the name (a job may carry the same title further down).
				expect(
					selectAll('*', select('main', tree)!).filter((node) => text(node) === site.jobTitle),
				).not.toEqual([]);
			});

			test('every section of the résumé, in order, with each of its entries', () => {
				const tree = page(RESUME_PATH);
				const main = select('main', tree)!;
				expect(selectAll('h2', main).map(text)).toEqual(sections.map((section) => section.heading));
				for (const section of sections) {
					const region = one(tree, main, 'section', section.heading);
					expect(selectAll('h3', region), section.heading).toHaveLength(section.count);
				}
			});

			test('"Download PDF" is the PDF under the owner\'s name; /resume.json is the published résumé', () => {
				const tree = page(RESUME_PATH);
				const link = one(tree, tree, 'a', copy.resume.download);
				expect(attr(link, 'download')).toBe(
					content.settings.resume?.src ?? pdfFileName(site.name, copy.resume.title),
				);
				const pdf = readFileSync(join(dist(), attr(link, 'href')!));
				expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

				const published = JSON.parse(readFileSync(join(dist(), 'resume.json'), 'utf8'));
				expect(published.basics.name).toBe(site.name);
				expect(published.work ?? []).toHaveLength(resume.work?.length ?? 0);
			});
		});

		describe('search and sharing metadata', () => {
			test('each page has a unique title and description, a canonical URL and social cards', () => {
				const titles = new Set<string>();
				const descriptions = new Set<string>();
				const origin = new URL(site.url).origin;
				for (const path of pagePaths) {
					const tree = page(path);
					const pageTitle = title(tree);
					expect(pageTitle, path).toContain(site.name);
					expect(description(tree), path).toBeTruthy();
					titles.add(pageTitle);
					descriptions.add(description(tree)!);
					expect(attr(select('link[rel="canonical"]', tree), 'href'), path).toBe(
						new URL(path, site.url).href,
					);
					expect(meta(tree, 'meta[property="og:title"]'), path).toBe(pageTitle);
					// The home page shows the owner's social image (content/brand/) when site.json
					// names one; every other page its own drawn image, on the site's address.
					const image = meta(tree, 'meta[property="og:image"]');
					if (path === '/' && site.socialImage)
						expect(image).toMatch(
							new RegExp(`^${origin}/_astro/${site.socialImage.replace('.', '\\.[\\w-]+\\.')}$`),
						);
					else
						expect(image, path).toBe(`${origin}/og/${path === '/' ? 'index' : path.slice(1)}.png`);
					expect(meta(tree, 'meta[name="twitter:card"]'), path).toBe('summary_large_image');
				}
				// The error page: its own title and description, and no address of its own to advertise.
				const error = page(ERROR_PAGE);
				titles.add(title(error));
				descriptions.add(description(error) ?? '');
				expect(select('link[rel="canonical"]', error)).toBeUndefined();
				expect(select('meta[property="og:url"]', error)).toBeUndefined();
				expect(titles.size).toBe(pagePaths.length + 1);
				expect(descriptions.size).toBe(pagePaths.length + 1);
				// The path the site answers with the error page has no page of its own.
				expect(existsSync(pageFile(dist(), MISSING_PATH))).toBe(false);
			});

			test('JSON-LD describes the owner as a Person', () => {
				// The owner's Person comes first; with several languages the page itself follows.
				const script = select('script[type="application/ld+json"]', page('/'));
				expect(JSON.parse(textOf(script!))).toMatchObject({
					'@type': 'Person',
					name: site.name,
					jobTitle: site.jobTitle,
					sameAs: site.profiles.map((profile) => profile.url),
				});
			});

			test('robots.txt points at the sitemap, which lists every page but the error page', () => {
				const robots = readFileSync(join(dist(), 'robots.txt'), 'utf8');
				expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', site.url).href}`);
				const sitemap = decodedUrl(readFileSync(join(dist(), 'sitemap-0.xml'), 'utf8'));
				for (const path of [...pagePaths, ...content.projects.map((project) => project.path)])
					expect(sitemap).toContain(`<loc>${decodedUrl(new URL(path, site.url).href)}`);
				expect(sitemap).not.toContain('404');
			});

			test('the logo, favicon, touch icon and social image come from content/brand into the build', () => {
				const tree = page('/');
				const [header] = landmarks(tree, 'header');
				const socialImage = site.socialImage
					? [new URL(meta(tree, 'meta[property="og:image"]')!).pathname]
					: [];
				const files = {
					svg: [
						attr(select('link[rel="icon"]', tree), 'href'),
						attr(select('img', one(tree, header!, 'a', site.logo.alt)), 'src'),
					],
					png: [attr(select('link[rel="apple-touch-icon"]', tree), 'href'), ...socialImage],
				};
				// What a server's content type follows: the file's extension, and what the file holds.
				const holds = {
					svg: (bytes: Buffer) => /^(<\?xml[^>]*>\s*)?<svg\b/.test(bytes.toString('utf8').trim()),
					png: (bytes: Buffer) => bytes.subarray(1, 4).toString() === 'PNG',
				};
				for (const [type, paths] of Object.entries(files) as [keyof typeof files, string[]][]) {
					for (const path of paths) {
						expect(path).toMatch(new RegExp(`^/_astro/.+\\.${type}$`));
						expect(holds[type](readFileSync(join(dist(), path))), path).toBe(true);
					}
				}
			});
		});
	},
);

import { expect, test } from '@playwright/test';
import { MISSING_PATH, pagePaths as PAGES, projects, site } from '../content.ts';

test.describe('search and sharing metadata', () => {
	test('each page has a unique title and description, a canonical URL and social cards', async ({
		page,
	}) => {
		const titles = new Set<string>();
		const descriptions = new Set<string>();
		for (const path of PAGES) {
			await page.goto(path);
			const title = await page.title();
			const description = await page.locator('meta[name="description"]').getAttribute('content');
			expect(title, path).toContain(site.name);
			expect(description, path).toBeTruthy();
			titles.add(title);
			descriptions.add(description!);
			await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
				'href',
				new URL(path, site.url).href,
			);
			await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
			// The home page shows the owner's social image (content/brand/) when site.json names
			// one; every other page its own drawn image, on the site's address.
			const origin = new URL(site.url).origin;
			const image =
				path === '/' && site.socialImage
					? new RegExp(`^${origin}/_astro/${site.socialImage.replace('.', '\\.[\\w-]+\\.')}$`)
					: `${origin}/og/${path === '/' ? 'index' : path.slice(1)}.png`;
			await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
			await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
				'content',
				'summary_large_image',
			);
		}
		// The error page: its own title and description, and no address of its own to advertise.
		await page.goto(MISSING_PATH);
		titles.add(await page.title());
		descriptions.add(
			(await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
		);
		await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
		await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
		expect(titles.size).toBe(PAGES.length + 1);
		expect(descriptions.size).toBe(PAGES.length + 1);
	});

	test('JSON-LD describes the owner as a Person', async ({ page }) => {
		await page.goto('/');
		// The owner's Person comes first; with several languages the page itself follows.
		const data = JSON.parse(
			(await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
		);
		expect(data).toMatchObject({
			'@type': 'Person',
			name: site.name,
			jobTitle: site.jobTitle,
			sameAs: site.profiles.map((profile) => profile.url),
		});
	});

	test('robots.txt points at the sitemap, which lists every page but the error page', async ({
		request,
	}) => {
		const robots = await (await request.get('/robots.txt')).text();
		expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', site.url).href}`);
		const sitemap = await (await request.get('/sitemap-0.xml')).text();
		for (const path of [...PAGES, ...projects.map((project) => project.path)])
			expect(sitemap).toContain(`<loc>${new URL(path, site.url).href}`);
		expect(sitemap).not.toContain('404');
	});

	test('the logo, favicon, touch icon and social image come from content/brand and are served', async ({
		page,
		request,
	}) => {
		await page.goto('/');
		const socialImage = site.socialImage
			? [
					new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
						.pathname,
				]
			: [];
		const urls = {
			'image/svg+xml': [
				await page.locator('link[rel="icon"]').getAttribute('href'),
				await page
					.getByRole('banner')
					.getByRole('img', { name: site.logo.alt })
					.getAttribute('src'),
			],
			'image/png': [
				await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
				...socialImage,
			],
		};
		for (const [type, paths] of Object.entries(urls)) {
			for (const path of paths) {
				expect(path).toMatch(/^\/_astro\//);
				const response = await request.get(path!);
				expect(response.status(), path!).toBe(200);
				expect(response.headers()['content-type'], path!).toContain(type);
			}
		}
	});
});

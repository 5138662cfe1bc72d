import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [w, h, path, out, scheme] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: (scheme ?? 'light') as 'light' });
await page.goto('http://127.0.0.1:4400' + path);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();

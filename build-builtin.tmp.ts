import { SITES, writeSiteContent, TEST_EMAILJS } from './tests/e2e/env.ts';
import { buildSiteInBackground } from './scripts/fixture-site.ts';
const name = (process.argv[2] ?? 'builtin') as keyof typeof SITES;
const site = SITES[name];
writeSiteContent(site);
const started = performance.now();
const { status, output } = await buildSiteInBackground(site.content, site.dist, TEST_EMAILJS);
console.log(output.split('\n').filter((l) => /error|Error|Complete|pages? built|built in/i.test(l)).slice(-30).join('\n'));
console.log('status', status, 'seconds', ((performance.now() - started) / 1000).toFixed(1));

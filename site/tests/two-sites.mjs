// The fixture site and the built site served side by side, with one browser: the frame of the page tests that check a
// fixture run's raw file on the first and the shown run on the second (footprint, cold start, JDK check).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serve } from './serve.mjs';
import { launch } from './browser.mjs';

const FIXTURE_SITE = new URL('./out/fixture-site/', import.meta.url).pathname;
const SITE = new URL('../public/', import.meta.url).pathname;
const missing = (what) => () => assert.fail(`${what} is missing: run make site-test, which exports and builds the fixture site first`);

/** The built site's data: the run it shows. */
export const SHOWN = JSON.parse(await readFile(new URL('../data/wirebench.json', import.meta.url), 'utf8').catch(missing('data/wirebench.json')));

/**
 * Serves both sites and starts the browser for the calling test file (node:test hooks), and gives back
 * {@code open(which, path)}: the page at {@code path} of {@code 'fixture'} or {@code 'site'}, at 1280 px, with the
 * problems it logged (console errors, page errors, failed requests), after checking that it answered 200.
 */
export function twoSites() {
  const servers = {};
  let browser;
  before(async () => {
    servers.fixture = await serve(FIXTURE_SITE);
    servers.site = await serve(SITE);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await servers.fixture?.close();
    await servers.site?.close();
  });
  async function open(which, path) {
    const server = servers[which];
    assert.ok(server, `no site '${which}': 'fixture' or 'site'`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
    const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    assert.equal(response.status(), 200, `${path} answered ${response.status()}`);
    return { page, problems };
  }
  return { open };
}

/** Narrows the page to a phone's 390 px and fails if it then scrolls sideways. */
export async function fitsAPhone(page) {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.waitForTimeout(200);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${page.url()}: at 390 px the page is ${overflow} px wider than the screen`);
}

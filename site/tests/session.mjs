// The frame every browser test file shares: static servers for the built site and the fixture site, one browser, and
// pages opened on them that collect what they log. Kept in one place so that every file starts, stops and watches the
// same way: a problem one test file counts is counted by all of them.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serve } from './serve.mjs';
import { launch } from './browser.mjs';

/** The built site (`make site`) and the fixture site (`make site-test`, from tests/fixtures/pages). */
export const SITE = new URL('../public/', import.meta.url).pathname;
export const FIXTURE_SITE = new URL('./out/fixture-site/', import.meta.url).pathname;

/** A JSON file (the exported site data, a fixture run's raw file), parsed. */
export const readJson = async (url) => JSON.parse(await readFile(url, 'utf8'));

/**
 * The browser asks for the favicon on its own after a page loads; when a test navigates at once (a click that reloads
 * the page), the browser cancels that request (net::ERR_ABORTED). That is no defect of the site: a missing favicon
 * answers 404, which crawl.test.mjs's check of every answer catches, not a cancelled request.
 */
const abortedFavicon = (r) => r.url().endsWith('/favicon.svg') && r.failure()?.errorText === 'net::ERR_ABORTED';

/**
 * Collects, as they come, a page's console errors, page errors, failed requests (unless failedRequests is false, or
 * ignoreFailure(request) says the failure is no defect) and, given offSite (the served site's url), every request that
 * leaves it.
 */
export function watch(page, { failedRequests = true, ignoreFailure = () => false, offSite } = {}) {
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e}`));
  if (failedRequests) page.on('requestfailed', (r) => {
    if (!abortedFavicon(r) && !ignoreFailure(r)) problems.push(`failed: ${r.url()}`);
  });
  if (offSite) page.on('request', (r) => { if (!r.url().startsWith(offSite)) problems.push(`off-site: ${r.url()}`); });
  return problems;
}

/**
 * Serves each folder of roots (`{ name: folder }`, or `{ name: [folder, mounts] }` for serve's mounts) and starts the
 * browser before the calling file's tests (node:test hooks), and closes them after. The returned session holds
 * `servers` (by name, each with its `url`), `browser` once started, and `open(which, path, options)`: the page at
 * `path` of server `which`, 1280 px wide unless `options.width`, in a context of its own with `options.context` as its
 * options when given, watched (`watch`, with `options.failedRequests`, `options.ignoreFailure`, and the off-site check
 * when `options.offSite` is true), after `options.prepare(page, problems)` (what a file does before the page loads) and
 * after checking that it answered 200. It gives back `{ page, problems, context }`.
 */
export function browserSession(roots) {
  const session = { servers: {}, browser: undefined, open };
  before(async () => {
    for (const [name, root] of Object.entries(roots)) session.servers[name] = await serve(...[root].flat());
    session.browser = await launch();
  });
  after(async () => {
    await session.browser?.close();
    for (const server of Object.values(session.servers)) await server.close();
  });
  async function open(which, path, { width = 1280, context: contextOptions, failedRequests, ignoreFailure, offSite, prepare } = {}) {
    const server = session.servers[which];
    assert.ok(server, `no site '${which}': one of ${Object.keys(roots).join(', ')}`);
    const viewport = { width, height: 900 };
    const context = contextOptions ? await session.browser.newContext({ viewport, ...contextOptions }) : undefined;
    const page = context ? await context.newPage() : await session.browser.newPage({ viewport });
    const problems = watch(page, { failedRequests, ignoreFailure, offSite: offSite ? server.url : undefined });
    await prepare?.(page, problems);
    const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    assert.equal(response.status(), 200, `${path} answered ${response.status()}`);
    return { page, problems, context };
  }
  return session;
}

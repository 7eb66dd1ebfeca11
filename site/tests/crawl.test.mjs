// Every page of the built site (site/public), found by crawling from the home page: it loads without
// console errors, page errors or failed requests, every link and fragment on it leads somewhere,
// every chart draws marks, and at 390 px nothing scrolls sideways. Run after `make site`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SITE, browserSession } from './session.mjs';

const session = browserSession({ site: SITE });

/** Every index.html under public/, as a site path ('' for the home page). */
async function builtPages(dir = SITE) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory() && !['vendor', 'downloads', 'css', 'js', 'data'].includes(relative(SITE, p))) out.push(...await builtPages(p));
    else if (e.name === 'index.html') out.push(relative(SITE, dir) === '' ? '' : relative(SITE, dir) + '/');
  }
  return out.sort();
}

/** Opens a page at a width and collects every problem it reports. */
function open(path, width) {
  const answers = (page, problems) => page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`); });
  return session.open('site', path, { width, offSite: true, prepare: answers });
}

/** Waits until every .chart on the page holds an SVG with at least one drawn mark. */
async function chartsDrawn(page, path) {
  const charts = await page.$$eval('.chart', (cs) => cs.map((c) => c.id));
  for (const id of charts) {
    await page.waitForFunction((i) => {
      const svg = document.getElementById(i)?.querySelector('svg');
      return svg && svg.querySelectorAll('g[class*="mark-"] path, g[class*="mark-"] line, g[class*="mark-"] text').length > 0;
    }, id, { timeout: 15000 }).catch(() => assert.fail(`${path}: chart #${id} drew no marks`));
  }
  return charts.length;
}

const checkedLinks = new Map();

test('the crawl from the home page reaches every built page', async () => {
  const built = await builtPages();
  const seen = new Set(['']);
  const queue = [''];
  while (queue.length) {
    const path = queue.shift();
    const html = await (await fetch(session.servers.site.url + path)).text();
    for (const m of html.matchAll(/href=(?:"([^"]*)"|([^\s>]+))/g)) {
      const url = new URL(m[1] ?? m[2], session.servers.site.url + path);
      if (!url.href.startsWith(session.servers.site.url)) continue;
      const target = url.pathname.slice(1);
      if ((target === '' || target.endsWith('/')) && !seen.has(target)) { seen.add(target); queue.push(target); }
    }
  }
  assert.deepEqual(built.filter((p) => !seen.has(p)), [], 'built pages no link reaches');
});

/** One page, fully checked at 1280 and 390 px; returns how many charts it drew. */
async function checkPage(path) {
  const { page, problems } = await open(path, 1280);
  const charts = await chartsDrawn(page, path);
  const links = await page.$$eval('a[href]', (as) => as.map((a) => ({ href: a.href, raw: a.getAttribute('href') })));
  for (const { href, raw } of links) {
    if (!href.startsWith(session.servers.site.url)) continue;
    const url = new URL(href);
    const file = session.servers.site.url + url.pathname.slice(1);
    if (!checkedLinks.has(file)) checkedLinks.set(file, (await fetch(file)).status);
    assert.equal(checkedLinks.get(file), 200, `${path}: link ${raw} answers ${checkedLinks.get(file)}`);
    if (url.hash && url.pathname === new URL(page.url()).pathname) {
      const id = decodeURIComponent(url.hash.slice(1));
      assert.ok(await page.$(`[id="${id}"]`), `${path}: link ${raw} points at no element`);
    } else if (url.hash && (url.pathname.endsWith('/'))) {
      const body = await (await fetch(file)).text();
      const id = decodeURIComponent(url.hash.slice(1));
      assert.ok(body.includes(`id="${id}"`) || body.includes(`id=${id}`), `${path}: link ${raw} points at no element of ${url.pathname}`);
    }
  }
  // the same page on a phone: charts redraw to the narrower container, nothing may scroll sideways
  await page.setViewportSize({ width: 390, height: 900 });
  await page.waitForTimeout(300);
  await chartsDrawn(page, path);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${path}: at 390 px the page is ${overflow} px wider than the screen`);
  assert.deepEqual(problems, [], path);
  await page.close();
  return charts;
}

/** Pages checked at once: most of a visit is waiting (network idle, the 300 ms redraw), so a few overlap well. */
const AT_ONCE = 3;

test('every page loads cleanly, links and fragments resolve, charts draw, and 390 px does not scroll sideways', async () => {
  const pages = await builtPages();
  assert.ok(pages.length >= 10, `only ${pages.length} pages built`);
  const queue = [...pages];
  let charts = 0;
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) charts += await checkPage(path);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  assert.ok(charts > 0, 'no page drew a chart');
});

test('the skip link is the first thing the keyboard reaches and lands on the content', async () => {
  const { page, problems } = await open('contenders/', 1280);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'skip-link');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'main');
  assert.deepEqual(problems, []);
  await page.close();
});

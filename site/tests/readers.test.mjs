// What readers asked the site for (issue 25, item 5), in a real browser on the built site (site/public, `make site`)
// and the fixture site (tests/out/fixture-site, `make site-test`): the "released libraries only" switch, a CSV
// of every results table, links from a contender page to its adapter source and its siblings, and the forks of
// each case with a warning where they disagree. Every expectation is computed here from the exported data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { FIXTURE_SITE, SITE, browserSession, readJson as read } from './session.mjs';

const DATA = await read(new URL('../data/wirebench.json', import.meta.url));
const CONTENDERS = await read(new URL('../data/contenders.json', import.meta.url));
const FIXTURE_CONTENDERS = await read(new URL('./out/fixture/data/contenders.json', import.meta.url));
const ORDER = DATA.datasets.find((d) => d.id === 'order');
const HEADLINE = DATA.chart.filter((p) => p.dataset === 'order' && p.operation === 'roundTrip');
const TABLE_OPS = ['encode', 'decode', 'roundTrip', 'decodeAndUse', 'access'];

const session = browserSession({ site: SITE, fixture: FIXTURE_SITE });

/** A page of 'site' or 'fixture' in a context of its own (its own localStorage), collecting every error it logs. */
const open = (which, path, options = {}) => session.open(which, path, { context: { acceptDownloads: true, ...options }, failedRequests: false });

const shownRows = (page, table) => page.$$eval(`${table} tbody tr`, (trs) => trs
  .filter((tr) => !tr.hidden && getComputedStyle(tr).display !== 'none').map((tr) => tr.dataset.contender));
const dots = (page, chart) => page.$$eval(`${chart} .mark-symbol.role-mark path`, (ps) => ps.length);
const frontLabels = (page) => page.$$eval('#chart-scatter .mark-text.role-mark text', (ts) => ts.map((t) => t.textContent).sort());
// Chromium commits a page's localStorage to the browser process asynchronously, so a page opened at once in another
// renderer may still read the old value (it did, once, on a loaded machine); a reader takes longer than that to click.
// Waits until the browser process holds `value` for `key`, as the next page will read it.
async function stored(context, key, value) {
  for (let i = 0; i < 100; i++) {
    const state = await context.storageState();
    if (state.origins.some((o) => o.localStorage.some((e) => e.name === key && e.value === value))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`localStorage never held ${key}=${value}`);
}

/** The points no other of the given points is both no larger and no slower than (strictly better in one): the drawn front. */
function front(points) {
  return points.filter((p) => !points.some((q) => q !== p && q.bytes <= p.bytes && q.ns <= p.ns && (q.bytes < p.bytes || q.ns < p.ns)));
}

test('released libraries only: on by default, hides ours and the floor from the headline table and charts, and the choice carries to other pages', async () => {
  const libraries = ORDER.rows.filter((r) => r.role === 'library').map((r) => r.contender);
  assert.ok(libraries.length > 0 && libraries.length < ORDER.rows.length, 'the run has libraries and ours or the floor');
  const { page, problems, context } = await open('site', '');
  const box = page.locator('input[data-released-switch]');
  // the page's script shows the switch (it is hidden without script): wait for it rather than race it on a busy machine
  await box.waitFor({ state: 'visible', timeout: 10000 });
  assert.ok(await box.isVisible() && await box.isChecked(), 'the switch shows, on');
  assert.deepEqual((await shownRows(page, '#table-order')).sort(), [...libraries].sort());
  assert.match(await page.textContent('#dataset-order output.shown'), new RegExp(`^${libraries.length} of ${ORDER.rows.length} shown`));
  await page.waitForSelector('#chart-roundtrip .mark-symbol.role-mark path');
  assert.equal(await dots(page, '#chart-roundtrip'), HEADLINE.filter((p) => p.role === 'library').length);
  const sized = HEADLINE.filter((p) => p.bytes);
  const releasedFront = front(sized.filter((p) => p.role === 'library')).map((p) => p.contender.split(' (')[0]).sort();
  await page.waitForSelector('#chart-scatter .mark-symbol.role-mark path');
  assert.deepEqual(await frontLabels(page), releasedFront, 'the front drawn is that of the libraries shown');
  // the page says what the ranks are over, and names the fastest library
  assert.match(await page.textContent('.released-switch'), /over all contenders/);
  const fastestLibrary = HEADLINE.filter((p) => p.role === 'library').reduce((a, b) => (a.order <= b.order ? a : b));
  assert.equal(await page.textContent('#fastest-library'), fastestLibrary.contender);

  await box.uncheck();
  assert.deepEqual((await shownRows(page, '#table-order')).sort(), ORDER.rows.map((r) => r.contender).sort());
  await page.waitForFunction((n) => document.querySelectorAll('#chart-roundtrip .mark-symbol.role-mark path').length === n, HEADLINE.length);
  const allFront = sized.filter((p) => p.pareto).map((p) => p.contender.split(' (')[0]).sort();
  await page.waitForFunction((n) => document.querySelectorAll('#chart-scatter .mark-text.role-mark text').length === n, allFront.length);
  assert.deepEqual(await frontLabels(page), allFront, 'switched off: the export\'s front over every contender');

  // the choice persists: another page of the same browser opens with everything shown
  await stored(context, 'wirebench.released', 'all');
  const other = await context.newPage();
  await other.goto(session.servers.site.url + 'datasets/order/', { waitUntil: 'networkidle' });
  // the script sets the stored choice and shows the switch in one pass: once it shows, it holds the choice
  await other.locator('input[data-released-switch]').waitFor({ state: 'visible', timeout: 10000 });
  assert.equal(await other.locator('input[data-released-switch]').isChecked(), false);
  assert.equal((await shownRows(other, '#table-order')).length, ORDER.rows.length);
  await other.locator('input[data-released-switch]').check();
  assert.deepEqual((await shownRows(other, '#table-order')).sort(), [...libraries].sort());
  await stored(context, 'wirebench.released', 'only');
  await page.reload({ waitUntil: 'networkidle' });
  assert.equal(await page.locator('input[data-released-switch]').isChecked(), true, 'switched back on elsewhere: on here too');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the switch acts only where it is offered: the sizes page, which has none, shows ours and the floor while it is on', async () => {
  const { page, problems, context } = await open('site', 'sizes/');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('released-only')), true, 'the switch is on');
  assert.equal(await page.locator('.released-switch').count(), 0);
  const ours = await page.$$eval('table.sizes-table tr.role-ours, table.sizes-table tr.role-floor', (trs) => trs.map((tr) => getComputedStyle(tr).display));
  assert.ok(ours.length > 0, 'the sizes tables have rows of ours and the floor');
  assert.ok(ours.every((d) => d !== 'none'), 'none of them hidden');
  assert.deepEqual(problems, []);
  await context.close();
});

test('without script every row shows and the switch, which could not work, is not offered', async () => {
  const { page, context } = await open('site', '', { javaScriptEnabled: false });
  assert.equal((await shownRows(page, '#table-order')).length, ORDER.rows.length);
  assert.equal(await page.locator('.released-switch').isVisible(), false);
  await context.close();
});

/** Parses CSV as csv.js writes it (RFC 4180 quoting, CRLF). */
function parseCsv(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; } else if (c !== '\r') field += c;
  }
  return rows;
}

async function downloadCsv(page, table) {
  const link = page.locator(`p.csv-download:has(+ .table-wrap ${table}) a.csv-link`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.match(download.suggestedFilename(), /\.csv$/);
  return parseCsv(await readFile(await download.path(), 'utf8'));
}

test('every results table has a CSV link, and the data set table\'s CSV holds exactly its shown rows, its columns and unformatted medians in ns', async () => {
  const { page, problems, context } = await open('site', 'datasets/order/');
  // the page's script adds every table's link in one pass: wait for the first rather than race it on a busy machine
  await page.locator('p.csv-download a.csv-link').first().waitFor({ timeout: 10000 });
  assert.equal(await page.locator('table.results').count(), await page.locator('p.csv-download a.csv-link').count(), 'a link per table');
  const csv = await downloadCsv(page, '#table-order');
  const headerCells = await page.$$eval('#table-order thead tr:last-child th', (ths) => ths.length);
  assert.ok(csv.every((r) => r.length === headerCells), 'every line has as many fields as the table has columns');
  const [header, ...rows] = csv;
  const libraries = ORDER.rows.filter((r) => r.role === 'library');
  assert.deepEqual(rows.map((r) => r[0]).sort(), libraries.map((r) => r.name).sort(), 'the shown rows: released libraries only');
  const col = header.indexOf('roundTrip median (ns)');
  assert.ok(col > 0, `a roundTrip median column with its unit: ${header}`);
  for (const r of libraries.filter((x) => x.roundTrip?.median !== undefined)) {
    const line = rows.find((l) => l[0] === r.name);
    assert.equal(Number(line[col]), r.roundTrip.median, `${r.contender}: the unformatted median`);
  }
  assert.ok(header.includes('Framed (bytes)'), `units in the headers: ${header}`);
  // the file follows the filter: a narrowed table gives a narrower file
  await page.fill('form.picker[data-table="table-order"] input[name="q"]', 'json');
  const narrowed = await downloadCsv(page, '#table-order');
  assert.equal(narrowed.length - 1, (await shownRows(page, '#table-order')).length);
  assert.ok(narrowed.length - 1 < rows.length);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a contender page links its adapter source and the other contenders of its adapter', async () => {
  // the fixture site is built with a repoURL (tests/fixture-hugo.toml), as make site REPO_URL=... does
  const withSiblings = FIXTURE_CONTENDERS.contenders.find((c) => FIXTURE_CONTENDERS.contenders.some((o) => o !== c && o.adapterPath === c.adapterPath));
  assert.ok(withSiblings, 'the fixture has an adapter with several contenders');
  for (const c of FIXTURE_CONTENDERS.contenders) {
    const { page, problems, context } = await open('fixture', `contenders/${c.id}/`);
    const source = await page.$$eval('.facts a[rel="external"]', (as) => as.map((a) => a.getAttribute('href')));
    assert.ok(source.includes(`https://github.com/example/wirebench/tree/main/${c.adapterPath}`), `${c.id}: adapter link in ${source}`);
    const siblings = FIXTURE_CONTENDERS.contenders.filter((o) => o.id !== c.id && o.adapterPath === c.adapterPath).map((o) => o.id);
    const links = await page.$$eval('#siblings a', (as) => as.map((a) => a.textContent));
    assert.deepEqual(links.sort(), siblings.sort(), `${c.id}: siblings`);
    if (siblings.length === 0) assert.match(await page.textContent('#siblings'), /the only contender/);
    for (const href of await page.$$eval('#siblings a', (as) => as.map((a) => a.href))) {
      assert.equal((await fetch(href)).status, 200, `${c.id}: ${href}`);
    }
    assert.deepEqual(problems, [], c.id);
    await context.close();
  }
});

test('each contender page lists the forks of its one-message cases and warns exactly where the slowest counted fork is over 1.5 times the fastest', async () => {
  // one page for all 65: a context per page would double the test's time on a shared 2-core machine
  const { page, problems, context } = await open('site', 'contenders/');
  for (const c of CONTENDERS.contenders) {
    const cases = c.numbers.filter((n) => n.mode === 'avgt' && TABLE_OPS.includes(n.operation) && n.forkSpread);
    assert.equal((await page.goto(session.servers.site.url + `contenders/${c.id}/`, { waitUntil: 'load' })).status(), 200, c.id);
    const rows = await page.$$eval('#contender-forks tbody tr', (trs) => trs.map((tr) => ({
      key: `${tr.dataset.dataset}/${tr.dataset.operation}`, text: tr.textContent,
      forks: [...tr.querySelectorAll('.fork')].map((f) => Number(f.dataset.ns)), dots: tr.querySelectorAll('svg circle').length })));
    assert.deepEqual(rows.map((r) => r.key).sort(), cases.map((n) => `${n.dataset}/${n.operation}`).sort(), c.id);
    for (const n of cases) {
      const row = rows.find((r) => r.key === `${n.dataset}/${n.operation}`);
      assert.deepEqual(row.forks, n.forkSpread.forks.map((f) => f.ns), `${c.id} ${row.key}: every fork, in round order`);
      assert.equal(row.dots, n.forkSpread.forks.length, `${c.id} ${row.key}: a dot per fork`);
      const settled = n.forkSpread.forks.filter((f) => !f.unsettled);
      const counted = (settled.length ? settled : n.forkSpread.forks).map((f) => f.ns);
      const disagree = Math.max(...counted) / Math.min(...counted) > 1.5;
      assert.equal(row.text.includes('forks disagree'), disagree, `${c.id} ${row.key}: warning`);
    }
    const summary = await page.$('#forks-disagree');
    assert.equal(summary !== null && await summary.isVisible(), rows.some((r) => r.text.includes('forks disagree')), `${c.id}: the summary warning`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

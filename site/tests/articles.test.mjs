// The compression, update stream, percentiles and claims pages (issue 21), in a real browser. They are driven
// with the fixture site (tests/out/fixture-site, built by `make site-test` from tests/fixtures/pages: a run of the
// article's forms, exported with the update-stream and compression rows of tests/fixtures/pages/extra.json), whose
// data has every kind of row and every verdict; and on the built site (site/public), whose run may lack them: there
// the pages must say so. Every chart must draw at 1280 and at 390 px, and nothing may scroll sideways on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serve } from './serve.mjs';
import { launch } from './browser.mjs';

const FIXTURE_SITE = new URL('./out/fixture-site/', import.meta.url).pathname;
const SITE = new URL('../public/', import.meta.url).pathname;
const missing = (what) => () => assert.fail(`${what} is missing: run make site-test, which exports and builds the fixture site first`);
const FIXTURE = JSON.parse(await readFile(new URL('./out/fixture/data/wirebench.json', import.meta.url), 'utf8')
  .catch(missing('tests/out/fixture/data/wirebench.json')));
const SHOWN = JSON.parse(await readFile(new URL('../data/wirebench.json', import.meta.url), 'utf8').catch(missing('data/wirebench.json')));
const VERDICTS = ['holds', 'does not hold', 'inconclusive', 'cannot be measured here', 'not measured in this run'];

let fixture, site, browser;
before(async () => {
  fixture = await serve(FIXTURE_SITE);
  site = await serve(SITE);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await fixture?.close();
  await site?.close();
});

async function open(server, path) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
  const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
  assert.equal(response.status(), 200, `${path} answered ${response.status()}`);
  return { page, problems };
}

/** Waits until chart #id holds an SVG with at least {@code least} drawn symbols, lines or rules; returns the count. */
async function drawn(page, id, least = 1) {
  const count = () => page.evaluate((i) => document.getElementById(i)?.querySelectorAll('svg g[class*="mark-"] path, svg g[class*="mark-"] line').length ?? 0, id);
  await page.waitForFunction(([i, n]) => (document.getElementById(i)?.querySelectorAll('svg g[class*="mark-"] path, svg g[class*="mark-"] line').length ?? 0) >= n,
    [id, least], { timeout: 15000 }).catch(async () => assert.fail(`chart #${id} drew ${await count()} marks, fewer than ${least}`));
  return count();
}

/** The same page on a phone: every chart redraws, nothing scrolls sideways. */
async function onAPhone(page, charts) {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.waitForTimeout(300);
  for (const [id, least] of charts) await drawn(page, id, least);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${page.url()}: at 390 px the page is ${overflow} px wider than the screen`);
}

test('the compression page draws one plane per payload with its Pareto front, and tables every row', async () => {
  const planes = FIXTURE.compressionPlane.payloads;
  assert.deepEqual(planes.map((p) => p.payload), ['single', 'batch', 'stream', 'per-message'], 'the fixture has every payload');
  const { page, problems } = await open(fixture, 'compression/');
  const charts = [];
  for (const plane of planes) {
    const timed = plane.points.filter((p) => p.timed);
    assert.ok(timed.length > 0, `${plane.payload}: the fixture times every payload`);
    const marks = await drawn(page, `chart-compression-${plane.payload}`, timed.length);
    assert.ok(marks >= timed.length + plane.points.filter((p) => p.pareto).length, `${plane.payload}: points and front rings, ${marks} marks`);
    charts.push([`chart-compression-${plane.payload}`, timed.length]);
    const rows = await page.$$eval(`#compression-table-${plane.payload} tbody tr`, (rs) => rs.map((r) => r.dataset));
    assert.equal(rows.length, plane.points.length, `${plane.payload}: one table row per compression row`);
    assert.equal(rows.filter((r) => r.pareto === 'true').length, plane.points.filter((p) => p.pareto).length, `${plane.payload}: front rows`);
  }
  assert.ok(FIXTURE.compressionPlane.payloads.some((p) => p.untimed > 0), 'the fixture has a row sized but not timed');
  assert.match(await page.textContent('#compression-table-batch'), /not timed/);
  await onAPhone(page, charts);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the update stream page charts bytes and time per update and tables every stream', async () => {
  const rows = FIXTURE.updateStream.rows;
  assert.ok(rows.length >= 10 && rows.some((r) => r.mode === 'delta') && rows.some((r) => r.nanosPerUpdate === null), 'fixture: delta, full, untimed');
  const { page, problems } = await open(fixture, 'updates/');
  await drawn(page, 'chart-updates-bytes', rows.length);
  const timed = rows.filter((r) => r.nanosPerUpdate).length;
  await drawn(page, 'chart-updates-time', timed);
  const table = await page.$$eval('#updates-table tbody tr', (rs) => rs.map((r) => ({ ...r.dataset, text: r.textContent })));
  assert.equal(table.length, rows.length);
  for (const r of rows) {
    const shown = table.find((t) => t.contender === r.contender && t.mode === r.mode && t.compressor === r.compressor);
    assert.ok(shown, `${r.contender} ${r.mode} ${r.compressor} is not in the table`);
    if (r.nanosPerUpdate === null) assert.match(shown.text, /not timed/);
  }
  await onAPhone(page, [['chart-updates-bytes', rows.length], ['chart-updates-time', timed]]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the percentiles page has the article\'s columns, only the nines the samples back, and the article\'s figures', async () => {
  const tables = FIXTURE.articlePercentiles.tables;
  assert.deepEqual(tables.map((t) => t.distribution).sort(), ['responseTime', 'serviceTime']);
  const { page, problems } = await open(fixture, 'percentiles/');
  for (const t of tables) {
    assert.deepEqual(t.nines, ['p99.9', 'p99.99'], '300,000 samples back two nines, not p99.999');
    const head = await page.$$eval(`#percentile-table-${t.id} thead th`, (ths) => ths.map((th) => th.textContent.trim()));
    assert.deepEqual(head, ['Format', 'Text encoding', 'Fixed width', 'Numeric fields', 'Field-less', 'bytes', '99.9 %ile', '99.99 %ile', 'worst', 'samples']);
    const rows = await page.$$eval(`#percentile-table-${t.id} tbody tr[data-contender]`, (rs) => rs.map((r) => r.dataset.contender));
    assert.deepEqual(rows, t.rows.map((r) => r.contender));
    // Jackson has 20,000 samples: p99.9 but no p99.99 of its own
    const jackson = await page.$$eval(`#percentile-table-${t.id} tr[data-contender="jackson-databind"] td[data-nine]`,
      (tds) => tds.map((td) => ({ nine: td.dataset.nine, unbacked: td.classList.contains('unbacked') })));
    assert.deepEqual(jackson, [{ nine: 'p99.9', unbacked: false }, { nine: 'p99.99', unbacked: true }]);
    assert.ok((await page.$$(`#percentile-table-${t.id} .published`)).length >= rows.length * 4, 'the article\'s figure under ours');
  }
  assert.match(await page.textContent('main'), /full.*profile gives the most/s);
  assert.match(await page.textContent('#percentile-rule'), /10 \/ \(1 - p\)/);
  await onAPhone(page, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the claims page shows every claim with its source, figures and a verdict computed by the stated rule', async () => {
  const claims = FIXTURE.claims.entries;
  assert.ok(claims.length >= 15);
  assert.deepEqual([...new Set(claims.map((c) => c.verdict))].sort(), [...VERDICTS].sort(), 'the fixture reaches every verdict');
  const { page, problems } = await open(fixture, 'claims/');
  for (const c of claims) {
    const verdict = await page.textContent(`#claim-${c.id} h3 .claim-verdict`);
    assert.equal(verdict, c.verdict, c.id);
    const text = await page.textContent(`#claim-${c.id}`);
    assert.ok(text.includes(c.quote) && text.includes(c.original), `${c.id}: quote and original figures`);
    if (c.reason) assert.ok(text.includes(c.reason), `${c.id}: the reason`);
    assert.equal((await page.$$(`#claim-${c.id} table.claim-checks tbody tr`)).length, c.checks.length, `${c.id}: one row per comparison`);
  }
  const counts = await page.$$eval('#claims-summary tbody tr', (rs) => rs.map((r) => Number(r.querySelector('td').textContent)));
  assert.equal(counts.reduce((a, b) => a + b, 0), claims.length);
  assert.match(await page.textContent('#claims-rule'), /wholly beyond the claimed factor/);
  await onAPhone(page, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on the built site the four pages show the shown run\'s data or say plainly that it has none', async () => {
  const expect = {
    'compression/': SHOWN.compression?.rows?.length ? '.compression-payload' : '#compression-none',
    'updates/': SHOWN.updateStream?.rows?.length ? '#updates-table' : '#updates-none',
    'percentiles/': SHOWN.articlePercentiles?.tables?.length ? '.percentile-table' : '#percentiles-none',
  };
  for (const [path, selector] of Object.entries(expect)) {
    const { page, problems } = await open(site, path);
    assert.ok(await page.$(selector), `${path}: expected ${selector}`);
    if (selector.endsWith('-none')) assert.match(await page.textContent(selector), /has no|measured no/);
    assert.deepEqual(problems, [], path);
    await page.close();
  }
  const { page, problems } = await open(site, 'claims/');
  assert.equal(SHOWN.claims.entries.length, FIXTURE.claims.entries.length);
  for (const c of SHOWN.claims.entries) {
    assert.ok(VERDICTS.includes(c.verdict), c.id);
    assert.equal(await page.textContent(`#claim-${c.id} h3 .claim-verdict`), c.verdict, c.id);
  }
  const nav = await page.$$eval('nav[aria-label="main"] a', (as) => as.map((a) => a.textContent.trim()));
  for (const name of ['Percentiles', 'Compression', 'Update stream', 'Claims']) assert.ok(nav.includes(name), `${name} is not in the navigation`);
  assert.deepEqual(problems, []);
  await page.close();
});

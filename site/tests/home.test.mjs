// The home page, as a reader sees it in a real browser: the latest run's provenance, a table
// with real numbers for every contender, and a Vega-Lite chart drawn from assets the site serves
// itself. Run after `make site`; writes a screenshot to tests/out/home.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { serve } from './serve.mjs';
import { launch } from './browser.mjs';
import { rawRun } from './raw-run.mjs';

const SITE = new URL('../public/', import.meta.url).pathname;
const DATA = JSON.parse(await readFile(new URL('../data/wirebench.json', import.meta.url), 'utf8'));

let server, browser, page;
const consoleErrors = [];
const offsiteRequests = [];

before(async () => {
  server = await serve(SITE);
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  page.on('request', (r) => { if (!r.url().startsWith(server.url)) offsiteRequests.push(r.url()); });
  await page.goto(server.url, { waitUntil: 'networkidle' });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('shows the provenance of the run the data came from', async () => {
  const text = await page.textContent('#provenance');
  assert.ok(text.includes(DATA.run.id), `run id ${DATA.run.id} not shown`);
  assert.ok(text.includes(DATA.run.machine.cpuModel), 'CPU model not shown');
  assert.ok(text.includes(DATA.run.jvm.vmVersion), 'JVM version not shown');
});

test('every measured contender has a row with real numbers on the headline data set', async () => {
  const measured = DATA.datasets.find((d) => d.id === 'order').rows.filter((r) => r.status === 'ok');
  assert.ok(measured.length >= 2, 'the exported run has fewer than two measured contenders');
  for (const row of measured) {
    const cell = (cls) => page.$eval(`#dataset-order tr[data-contender="${row.contender}"] td.${cls}`, (td) => td.textContent.trim());
    if (row.payloadBytes !== undefined) {
      assert.equal(Number((await cell('payload')).replace(/,/g, '')), row.payloadBytes, `${row.contender}: payload bytes`);
      assert.equal(Number((await cell('framed')).replace(/,/g, '')), row.framedBytes, `${row.contender}: framed bytes`);
    } else {
      // a run from before the two columns: no payload, and the encoding marked as such
      assert.equal(await cell('payload'), '–', `${row.contender}: payload of an older run`);
      assert.equal(await cell('framed'), `${row.bytes.toLocaleString('en-US')}*`, `${row.contender}: bytes of an older run`);
    }
    assert.equal(Number((await cell('gzip')).replace(/,/g, '')), row.gzipBytes, `${row.contender}: gzip bytes`);
    const times = await page.$$eval(`#dataset-order tr[data-contender="${row.contender}"] td.time`, (tds) => tds.map((td) => td.textContent.trim()));
    const measuredOps = DATA.datasets.find((d) => d.id === 'order').operations.filter((op) => row[op]?.ns !== undefined);
    assert.equal(times.length, measuredOps.length, `${row.contender}: a time per measured operation`);
    assert.ok(times.every((t) => /^[\d,.]+ (ns|µs|ms)/.test(t)), `${row.contender}: times ${times}`);
  }
});

test('the headline size chart says which bytes it shows', async () => {
  const framed = DATA.datasets.find((d) => d.id === 'order').rows.some((r) => r.framedBytes !== undefined);
  const text = (await page.textContent('#size-basis')).replace(/\s+/g, ' ');
  assert.ok(framed ? text.includes('Framed bytes per message') : text.includes('older than the payload and framed columns'), text);
});

test('draws the round-trip chart with one dot per measured contender, and the size-against-speed scatter', async () => {
  const raw = await rawRun(DATA.run.id);
  const points = DATA.chart.filter((p) => p.dataset === 'order' && p.operation === 'roundTrip');
  if (raw.roundTripsOnOrder.length === 0) {
    // a run that timed no round trip on order (sizes only): no headline in the data, and none drawn
    assert.equal(points.length, 0, 'headline points for a run that timed no round trip');
    assert.equal((await page.$$('#chart-roundtrip svg .mark-symbol.role-mark path')).length, 0);
    return;
  }
  assert.ok(points.length > 0, `the run timed round trips on order (${raw.roundTripsOnOrder.length} contenders) but the export has no headline point`);
  await page.waitForSelector('#chart-roundtrip svg .mark-symbol.role-mark path', { timeout: 10000 });
  await page.waitForSelector('#chart-scatter svg .mark-symbol.role-mark path', { timeout: 10000 });
  const bars = await page.$$('#chart-roundtrip svg .mark-symbol.role-mark path');
  // "released libraries only" is on by default: ours and the floor are off the chart (readers.test.mjs switches it)
  assert.equal(bars.length, points.filter((p) => p.role === 'library').length);
  await mkdir(new URL('./out/', import.meta.url), { recursive: true });
  await page.screenshot({ path: new URL('./out/home.png', import.meta.url).pathname, fullPage: true });
});

test('loads nothing from outside the site and logs no errors', () => {
  assert.deepEqual(offsiteRequests, []);
  assert.deepEqual(consoleErrors, []);
});

// Every page of the site, in a real browser: it loads without errors or requests that leave the
// site, the menu reaches it, and it shows what the exported data holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SITE, browserSession } from './session.mjs';

const DATA = JSON.parse(await readFile(new URL('../data/wirebench.json', import.meta.url), 'utf8'));
const slug = (id) => id.replace(/[^a-zA-Z0-9.-]+/g, '-').replace(/^-+|-+$/g, '');

const session = browserSession({ site: SITE });

/** Opens a page and fails on any console error, page error, failed or off-site request. */
async function open(path) {
  const { page, problems } = await session.open('site', path, { offSite: true });
  // network idle can come while the parser still runs the inline chart scripts of a long page: wait for the whole document
  await page.waitForLoadState('load');
  return { page, problems };
}

test('the menu reaches every section', async () => {
  const { page, problems } = await open('');
  const links = await page.$$eval('header nav a', (as) => as.map((a) => a.textContent.trim()));
  assert.deepEqual(links, ['Overview', 'Tail latency', 'Data sets', 'Sizes', 'Contenders', 'Compare', 'History', 'Downloads', 'Methodology',
    'Percentiles', 'Compression', 'Update stream', 'Claims', 'Footprint', 'Cold start', 'Calculator', 'JDK 25']);
  for (const name of links.slice(1)) {
    await page.click(`header nav a:text-is("${name}")`);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.$eval('nav a[aria-current="page"]', (a) => a.textContent.trim()), name);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('every timed data set has a page with its table and one chart per operation', async () => {
  const timed = DATA.datasets.filter((d) => d.timed);
  assert.ok(timed.length > 0, 'the exported run timed no data set');
  for (const d of timed) {
    const { page, problems } = await open(`datasets/${slug(d.id)}/`);
    const rows = await page.$$('table.results tbody tr');
    assert.equal(rows.length, d.rows.length, `${d.id}: table rows`);
    const charted = d.operations.filter((op) => DATA.chart.some((p) => p.dataset === d.id && p.operation === op));
    await page.waitForFunction((n) => document.querySelectorAll('.chart svg').length >= n, charted.length, { timeout: 10000 });
    assert.deepEqual(problems, [], d.id);
    await page.close();
  }
});

test('the sizes page shows every size the run measured', async () => {
  const { page, problems } = await open('sizes/');
  // Every row's cells in one browser call, keyed by each sizes-* element around the row and the row's contender (what
  // `[id="sizes-<model>"] tr[data-contender="<id>"] td` selects): a call per row took over ten minutes for a full run's sizes.
  // Network idle can come while the parser is still running the page's inline chart scripts: wait for the whole document.
  await page.waitForLoadState('load');
  const cellsOf = await page.$$eval('tr[data-contender]', (trs) => {
    const out = {};
    for (const tr of trs) {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent.trim().replace(/[,*]/g, ''));
      for (let a = tr.parentElement; a; a = a.parentElement) {
        if (a.id.startsWith('sizes-')) (out[`${a.id} ${tr.getAttribute('data-contender')}`] ??= []).push(...cells);
      }
    }
    return out;
  });
  for (const d of DATA.datasets) {
    for (const row of d.rows.filter((r) => r.bytes !== undefined)) {
      const cells = cellsOf[`sizes-${d.model.replace("[]", "")} ${row.contender}`] ?? [];
      // a rotation's means are shown to one decimal
      const shown = (value) => cells.some((c) => Math.abs(Number(c) - value) <= (d.samples > 1 ? 0.051 : 0));
      if (row.framedBytes !== undefined) {
        assert.ok(shown(row.payloadBytes), `${row.contender} on ${d.id}: payload ${row.payloadBytes} bytes not shown in ${cells}`);
        assert.ok(shown(row.framedBytes), `${row.contender} on ${d.id}: framed ${row.framedBytes} bytes not shown in ${cells}`);
      } else {
        assert.ok(shown(row.bytes), `${row.contender} on ${d.id}: ${row.bytes} bytes not shown in ${cells}`);
      }
    }
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the contenders page describes every contender with its library version', async () => {
  const { page, problems } = await open('contenders/');
  for (const c of DATA.contenders) {
    const text = await page.textContent(`#contender-${c.id}`);
    assert.ok(text.includes(c.displayName) && text.includes(c.libraryVersion), `${c.id}: ${text}`);
    const truncation = (await page.textContent(`#contender-${c.id} td.truncation`)).trim();
    const expected = !('detectsTruncation' in c) ? 'not checked' : c.detectsTruncation ? 'yes' : 'no';
    assert.equal(truncation, expected, `${c.id}: detects truncation`);
    for (const [edge, reason] of Object.entries(c.edgeLimits ?? {})) {
      const shown = await page.textContent(`#contender-${c.id} li[data-edge="${edge}"]`);
      assert.ok(shown.includes(reason), `${c.id}: the reason it cannot carry ${edge} is not shown: ${shown}`);
    }
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the latency page shows response and service time for every open-loop result', async () => {
  const { page, problems } = await open('latency/');
  if (DATA.latency.length === 0) {
    assert.ok((await page.textContent('main')).includes('no open-loop results'));
  }
  for (const r of DATA.latency) {
    const response = await page.$$eval(`#rate-${r.ratePerSecond} tr[data-contender="${r.contender}"][data-kind="responseTime"] td`,
      (tds) => tds.map((td) => td.textContent.trim()));
    // times read "412 ns", "1.34 µs", "2.30 ms": three significant figures at least
    const ns = (t) => { const m = t.match(/^([\d,.]+) (ns|µs|ms)$/); return m ? Number(m[1].replace(/,/g, '')) * { ns: 1, 'µs': 1e3, ms: 1e6 }[m[2]] : NaN; };
    const p50 = r.responseTime.p50;
    if (p50 !== undefined) {
      assert.ok(response.some((t) => Math.abs(ns(t) - p50) <= p50 * 0.01), `${r.contender} at ${r.ratePerSecond}/s: p50 ${p50} ns not in ${response}`);
    }
    assert.equal(await page.$$eval(`#rate-${r.ratePerSecond} tr[data-contender="${r.contender}"][data-kind="serviceTime"]`, (x) => x.length), 1);
  }
  if (DATA.latency.length > 0) {
    await page.waitForSelector('.chart svg .mark-line path', { timeout: 10000 });
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the latency page marks every saturated row with its reason, lists it after those that kept the rate, and blanks unbacked percentiles', async () => {
  const { page, problems } = await open('latency/');
  for (const rate of [...new Set(DATA.latency.map((r) => r.ratePerSecond))]) {
    await page.waitForSelector(`#rate-${rate} tr[data-kind="responseTime"]`, { state: 'attached', timeout: 15000 });
    const rows = await page.$$eval(`#rate-${rate} tr[data-kind="responseTime"]`, (trs) => trs.map((tr) => ({
      contender: tr.dataset.contender,
      saturated: tr.dataset.saturated,
      marked: tr.classList.contains('saturated-row') && tr.querySelector('th .saturated') !== null,
      cell: tr.querySelector('td.saturation').textContent.trim(),
      blanks: [...tr.querySelectorAll('td.unbacked')].map((td) => td.textContent.trim()),
    })));
    const expected = DATA.latency.filter((r) => r.ratePerSecond === rate);
    assert.deepEqual(rows.map((r) => r.contender), expected.map((r) => r.contender), `rows at ${rate}/s in the export's order`);
    const firstSaturated = rows.findIndex((r) => r.saturated === 'true');
    if (firstSaturated >= 0) {
      assert.ok(rows.slice(firstSaturated).every((r) => r.saturated === 'true'), `a row that kept ${rate}/s comes after a saturated one`);
      assert.match(await page.textContent(`#rate-${rate} .saturated-note`), /Saturated at/);
    }
    for (const [i, r] of expected.entries()) {
      const row = rows[i];
      assert.equal(row.saturated, String(r.saturated), r.contender);
      assert.equal(row.marked, r.saturated, `${r.contender} at ${rate}/s: saturated ${r.saturated} but marked ${row.marked}`);
      if (r.saturated) {
        assert.ok(row.cell.startsWith('yes') && row.cell.includes(r.saturationReason), `${r.contender}: ${row.cell}`);
      } else {
        assert.equal(row.cell, 'no', r.contender);
      }
      assert.ok(row.blanks.every((t) => t === ''), `${r.contender}: an unbacked cell is not blank: ${row.blanks}`);
      const unbacked = ['p50', 'p99', 'p99.9', 'p99.99'].filter((k) => r.responseTime[k] === undefined).length;
      const hostUnbacked = ['p99', 'p99.9'].filter((k) => r.hostHiccups?.[k] === undefined).length;
      assert.equal(row.blanks.length, unbacked + hostUnbacked, `${r.contender}: blank cells`);
    }
  }
  if (DATA.latency.length > 0) {
    assert.match(await page.textContent('.unbacked-note'), /100 \/ \(1 - p\)/);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the methodology page explains the operations', async () => {
  const { page, problems } = await open('methodology/');
  const text = await page.textContent('main');
  for (const op of ['encode', 'decode', 'roundTrip', 'decodeAndUse', 'access']) assert.ok(text.includes(op), op);
  // it says what the shown run has, and names every operation the run did not measure
  assert.ok((await page.textContent('#run-scope')).includes(DATA.run.id));
  const measured = new Set(DATA.datasets.flatMap((d) => d.operations ?? []));
  const missing = ['encode', 'decode', 'roundTrip', 'decodeAndUse', 'access'].filter((op) => !measured.has(op));
  const lacks = (await page.$$eval('.run-lacks', (ps) => ps.map((p) => p.textContent))).join(' ');
  for (const op of missing) assert.ok(lacks.includes(op), `the methodology does not say the run lacks ${op}: ${lacks}`);
  if (DATA.latency.length === 0) assert.match(lacks, /no open-loop results/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('every page opens with the run badge, loud when the run is not the publish profile', async () => {
  for (const path of ['', 'latency/', 'sizes/', 'contenders/', 'compare/', 'history/', 'downloads/', 'methodology/']) {
    const { page, problems } = await open(path);
    const badge = await page.textContent('#run-badge');
    assert.ok(badge.includes(DATA.run.id) && badge.includes(DATA.run.source.commit.slice(0, 10)), `${path}: ${badge}`);
    assert.ok(badge.includes(DATA.run.publishable ? 'publish run' : `${DATA.run.profile.name} run: not a comparison`), `${path}: ${badge}`);
    // above everything but the menu: the first thing after the header
    assert.equal(await page.$eval('header', (h) => h.nextElementSibling.id), 'run-badge', path);
    const banner = await page.$('#profile-banner');
    if (DATA.run.publishable) {
      assert.equal(banner, null, `${path}: a publish run needs no banner`);
    } else {
      assert.ok(banner, `${path}: the ${DATA.run.profile.name} run is not labelled`);
      assert.match(await banner.textContent(), /Not a publish run/);
    }
    assert.deepEqual(problems, [], path);
    await page.close();
  }
});

// The results pages in a real browser (run after `make site`): the headline, every data set's
// table and charts, the tail-latency curves and the sizes page. Every chart draws marks, sorting
// and the "pick for me" filter change the rows, nothing logs an error, and at 390 px no page
// scrolls sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { rawRun } from './raw-run.mjs';
import { SITE, browserSession } from './session.mjs';

const DATA = JSON.parse(await readFile(new URL('../data/wirebench.json', import.meta.url), 'utf8'));
const slug = (id) => id.replace(/[^a-zA-Z0-9.-]+/g, '-').replace(/^-+|-+$/g, '');
const TIMED = DATA.datasets.filter((d) => d.timed);
const PAGES = ['', 'latency/', 'sizes/', ...TIMED.map((d) => `datasets/${slug(d.id)}/`)];

const session = browserSession({ site: SITE });

/** Opens a page at a width, collecting console errors, page errors and failed requests. */
function open(path, width = 1280) {
  // every contender, ours and the floor included: these tests check the whole run is shown (readers.test.mjs checks the switch)
  const prepare = (page) => page.addInitScript(() => localStorage.setItem('wirebench.released', 'all'));
  return session.open('site', path, { width, prepare });
}

/** Waits until every .chart on the page holds an SVG, then returns, per chart id, how many marks it drew. */
async function marksPerChart(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('.chart')].every((c) => c.querySelector('svg')), null, { timeout: 20000 });
  return page.$$eval('.chart', (charts) => Object.fromEntries(charts.map((c) => [c.id,
    c.querySelectorAll('.role-mark path, .role-mark line, .role-mark text').length])));
}

/** The data-contender of every visible body row of a table, in order. */
const visibleRows = (page, table) => page.$$eval(`${table} tbody tr`, (trs) => trs.filter((tr) => !tr.hidden).map((tr) => tr.dataset.contender));

/** A time as the site prints it ("412 ns", "1.34 µs", "2,301 ms") back in nanoseconds. */
function parseTime(text) {
  const m = text.trim().match(/^([\d,.]+) (ns|µs|ms)/);
  assert.ok(m, `'${text}' is not a time`);
  return Number(m[1].replace(/,/g, '')) * { ns: 1, 'µs': 1e3, ms: 1e6 }[m[2]];
}

test('every chart on every results page draws marks, without errors', async () => {
  for (const path of PAGES) {
    const { page, problems } = await open(path);
    const marks = await marksPerChart(page);
    // a page has charts wherever the run has something to draw on it
    const dataset = TIMED.find((d) => path === `datasets/${slug(d.id)}/`);
    const expectsCharts = path === 'sizes/' || (path === 'latency/' && DATA.latency.length > 0)
      || DATA.chart.some((p) => p.dataset === (dataset ? dataset.id : 'order'));
    if (expectsCharts) assert.ok(Object.keys(marks).length > 0, `${path}: no charts`);
    for (const [id, n] of Object.entries(marks)) assert.ok(n > 0, `${path}: chart ${id} drew nothing`);
    assert.deepEqual(problems, [], path);
    await page.close();
  }
});

test('the headline plots every measured round trip with its whisker and labels, fastest first', async () => {
  const points = DATA.chart.filter((p) => p.dataset === 'order' && p.operation === 'roundTrip');
  const raw = await rawRun(DATA.run.id);
  if (raw.roundTripsOnOrder.length === 0) {
    // a run that timed no round trip on order has no headline: none in the data, none drawn
    assert.equal(points.length, 0, 'headline points for a run that timed no round trip');
    const { page } = await open('');
    assert.equal((await page.$$('#chart-roundtrip .mark-symbol.role-mark path')).length, 0);
    await page.close();
    return;
  }
  assert.ok(points.length > 0, `the run timed round trips on order (${raw.roundTripsOnOrder.length} contenders) but the export has no headline point`);
  const { page } = await open('');
  await marksPerChart(page);
  const dots = await page.$$('#chart-roundtrip .mark-symbol.role-mark path');
  assert.equal(dots.length, points.length, 'one dot per measured contender');
  const labels = await page.$$eval('#chart-roundtrip .mark-text.role-mark text', (ts) => ts.map((t) => t.textContent));
  assert.equal(labels.length, points.length, 'one value label per dot');
  assert.ok(labels.every((l) => / · [\d.,]+×$/.test(l)), `labels carry × fastest: ${labels.slice(0, 3)}`);
  const fastest = points.reduce((a, b) => (a.order <= b.order ? a : b));
  // the name as literal text: the floor's ("hand-written byte[] (floor)") holds regular-expression characters
  assert.ok((await page.textContent('#headline-summary')).includes(fastest.contender), `the summary names ${fastest.contender}`);
  // the axis starts near the fastest, not at 1 ns
  const ticks = await page.$$eval('#chart-roundtrip .role-axis-label text', (ts) => ts.map((t) => t.textContent).filter(Boolean));
  assert.ok(!ticks.includes('1 ns'), `axis starts at 1 ns: ${ticks}`);
  // our own rows and the floor are named on the chart and marked in the table
  if (points.some((p) => p.role === 'ours')) {
    assert.ok((await page.$$eval('#chart-roundtrip .role-axis-label text', (ts) => ts.map((t) => t.textContent))).some((t) => t.includes('(ours)')));
    assert.ok(await page.$('#dataset-order tr.role-ours .role.ours'));
  }
  await page.close();
});

test('every data set table shows each measured time in ns, µs or ms, its × fastest and its allocation', async () => {
  for (const d of TIMED) {
    const { page } = await open(`datasets/${slug(d.id)}/`);
    const table = `#table-${slug(d.id)}`;
    assert.equal((await page.$$(`${table} tbody tr`)).length, d.rows.length, `${d.id}: one row per contender`);
    for (const row of d.rows.filter((r) => r.status === 'ok')) {
      const times = await page.$$eval(`${table} tr[data-contender="${row.contender}"] td.time`, (tds) => tds.map((td) => td.firstChild.textContent));
      const measured = d.operations.filter((op) => row[op]?.ns !== undefined);
      assert.equal(times.length, measured.length, `${d.id}/${row.contender}: time cells`);
      measured.forEach((op, i) => {
        const shown = parseTime(times[i]);
        assert.ok(Math.abs(shown - row[op].median) <= row[op].median * 0.01, `${d.id}/${row.contender}/${op}: ${times[i]} for a median of ${row[op].median} ns`);
        assert.equal(times[i].trim().endsWith(' ns'), row[op].median < 999.5, `${d.id}/${row.contender}/${op}: unit of ${times[i]}`);
      });
      const allocs = await page.$$eval(`${table} tr[data-contender="${row.contender}"] td.alloc`, (tds) => tds.map((td) => td.textContent.trim()));
      assert.equal(allocs.length, measured.length, `${d.id}/${row.contender}: an allocation column for every operation`);
      const xs = await page.$$eval(`${table} tr[data-contender="${row.contender}"] td.xf`, (tds) => tds.map((td) => td.textContent));
      measured.forEach((op, i) => {
        const shown = Number(xs[i].split('×')[0].replace(/,/g, ''));
        assert.ok(Math.abs(shown - row[op].xFastest) <= Math.max(0.006, row[op].xFastest * 0.01), `${row.contender}/${op}: × fastest ${xs[i]} for ${row[op].xFastest}`);
      });
      measured.forEach((op, i) => assert.equal(xs[i].includes('tied 1st') || (row[op].rank === 1 && xs[i].includes('1st')), row[op].tiedWithFastest === true,
        `${d.id}/${row.contender}/${op}: tie with the fastest shown as '${xs[i]}'`));
    }
    await page.close();
  }
});

/** The number a rank label starts with ("=3 name", "3–5 name", "rank 3–5"), or Infinity for "unsettled" (shown last). */
const rankOf = (label) => (/unsettled/.test(label) ? Infinity : Number(label.match(/(\d+)/)[1]));

test('rank labels never go down the displayed order, and "tied 1st" is only shown where the interval reaches the fastest', async () => {
  for (const d of TIMED) {
    const { page } = await open(`datasets/${slug(d.id)}/`);
    await marksPerChart(page);
    for (const [i, op] of d.operations.entries()) {
      if (!DATA.chart.some((p) => p.dataset === d.id && p.operation === op)) continue;
      const labels = (await page.$$eval(`#chart-${i} .role-axis-label text`, (ts) => ts.map((t) => t.textContent)))
        .filter((l) => /^(=?\d+(–\d+)?|unsettled) /.test(l) && !/^[\d.,]+ (ns|µs|ms|s)$/.test(l)); // the y axis, not the time ticks
      assert.ok(labels.length > 0, `${d.id}/${op}: no rank labels on the chart`);
      const ranks = labels.map(rankOf);
      assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), `${d.id}/${op}: chart labels in display order ${labels.slice(0, 20)}`);
    }
    // the table's default order is round-trip rank
    const table = `#table-${slug(d.id)}`;
    const rt = d.operations.indexOf('roundTrip');
    if (rt >= 0) {
      const shown = await page.$$eval(`${table} tbody tr`, (trs, n) => trs.map((tr) => tr.querySelectorAll('td.xf')[n]?.textContent ?? ''), rt);
      const ranks = shown.filter((t) => /rank|1st|unsettled/.test(t)).map((t) => (/1st/.test(t) ? 1 : rankOf(t.split('×').pop())));
      assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), `${d.id}: round-trip ranks down the table ${shown.slice(0, 12)}`);
    }
    for (const row of d.rows.filter((r) => r.status === 'ok')) {
      for (const op of d.operations) {
        const c = row[op];
        if (!c?.tiedWithFastest || !c.vsFastest) continue;
        assert.ok(c.vsFastest.low <= 1 && c.vsFastest.high >= 1,
          `${d.id}/${row.contender}/${op}: tied 1st, yet its interval over the fastest is ${c.vsFastest.low}–${c.vsFastest.high} (${c.vsFastest.test})`);
      }
    }
    await page.close();
  }
});

test('each measured cell shows × floor, and every page carries the run\'s noise line', async () => {
  const d = TIMED.find((x) => x.rows.some((r) => r.roundTrip?.xFloor !== undefined));
  if (d) {
    const { page } = await open(`datasets/${slug(d.id)}/`);
    const rt = d.operations.indexOf('roundTrip');
    for (const row of d.rows.filter((r) => r.roundTrip?.xFloor !== undefined)) {
      const text = await page.$$eval(`#table-${slug(d.id)} tr[data-contender="${row.contender}"] td.xfloor`, (tds, n) => tds[n].textContent, rt);
      const shown = Number(text.split('×')[0].replace(/,/g, ''));
      assert.ok(Math.abs(shown - row.roundTrip.xFloor) <= Math.max(0.006, row.roundTrip.xFloor * 0.01), `${row.contender}: × floor ${text} for ${row.roundTrip.xFloor}`);
    }
    await page.close();
  }
  const { page } = await open('');
  const noise = await page.textContent('#noise-summary');
  assert.match(noise, DATA.run.noise ? /% of forks unsettled/ : /not recorded/);
  await page.close();
});

test('a column header sorts the rows, both ways, missing values last', async () => {
  const d = TIMED[0];
  const { page } = await open(`datasets/${slug(d.id)}/`);
  const table = `#table-${slug(d.id)}`;
  const framed = (c) => { const r = d.rows.find((x) => x.contender === c); return r.framedBytes ?? r.bytes; };
  await page.click(`${table} thead th:nth-child(4) button`);
  const ups = (await visibleRows(page, table)).map(framed).filter((v) => v !== undefined);
  assert.deepEqual(ups, [...ups].sort((a, b) => a - b), 'ascending by framed bytes');
  assert.equal(await page.getAttribute(`${table} thead th:nth-child(4)`, 'aria-sort'), 'ascending');
  await page.click(`${table} thead th:nth-child(4) button`);
  const downs = (await visibleRows(page, table)).map(framed).filter((v) => v !== undefined);
  assert.deepEqual(downs, [...downs].sort((a, b) => b - a), 'descending by framed bytes');
  // keyboard: the header is a button, reachable and pressable
  await page.focus(`${table} thead th:nth-child(1) button`);
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute(`${table} thead th:nth-child(1)`, 'aria-sort'), 'ascending');
  await page.close();
});

test('the pick-for-me filter keeps exactly the contenders with the chosen attributes', async () => {
  const d = TIMED[0];
  const { page, problems } = await open(`datasets/${slug(d.id)}/`);
  const table = `#table-${slug(d.id)}`;
  const form = `form[data-table="table-${slug(d.id)}"]`;
  const ids = (rows) => rows.map((r) => r.contender).sort();
  await page.selectOption(`${form} select[name="format"]`, 'text');
  assert.deepEqual((await visibleRows(page, table)).sort(), ids(d.rows.filter((r) => r.format === 'TEXT')), 'text only');
  await page.selectOption(`${form} select[name="format"]`, '');
  await page.check(`${form} input[name="zerocopy"]`);
  assert.deepEqual((await visibleRows(page, table)).sort(), ids(d.rows.filter((r) => r.zeroCopyAccess === true)), 'zero-copy only');
  await page.uncheck(`${form} input[name="zerocopy"]`);
  await page.check(`${form} input[name="neutral"]`);
  await page.selectOption(`${form} select[name="evolution"]`, '2');
  const expected = ids(d.rows.filter((r) => r.languageNeutral && r.evolution === 'TOLERANT'));
  assert.deepEqual((await visibleRows(page, table)).sort(), expected, 'language-neutral and tolerant');
  assert.match(await page.textContent(`${form} output`), new RegExp(`^${expected.length} of ${d.rows.length} shown`));
  await page.uncheck(`${form} input[name="neutral"]`);
  await page.selectOption(`${form} select[name="evolution"]`, '');
  await page.selectOption(`${form} select[name="schema"]`, 'SCHEMA_CODEGEN');
  assert.deepEqual((await visibleRows(page, table)).sort(), ids(d.rows.filter((r) => r.schemaStyle === 'SCHEMA_CODEGEN')), 'schema + generated code');
  await page.selectOption(`${form} select[name="schema"]`, '');
  const word = d.rows[0].name.toLowerCase().split(/[^a-z0-9]+/).find((w) => w.length > 2);
  await page.fill(`${form} input[name="q"]`, word);
  const named = await visibleRows(page, table);
  assert.ok(named.includes(d.rows[0].contender), `name filter on '${word}' dropped ${d.rows[0].contender}`);
  assert.ok(named.every((c) => d.rows.find((r) => r.contender === c).name.toLowerCase().includes(word) || c.includes(word)), `name filter on '${word}' kept ${named}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('compressed sizes appear as columns where the run measured them', async () => {
  const d = DATA.datasets.find((x) => x.rows.some((r) => r.compressedBytes));
  const raw = await rawRun(DATA.run.id);
  if (raw.compressed.length === 0) {
    assert.equal(d, undefined, 'compressed sizes in the export of a run from before the compressors');
    return;
  }
  assert.ok(d, `the run measured ${raw.compressed.length} compressed sizes but the export has none`);
  const row = d.rows.find((r) => r.compressedBytes);
  const { page } = await open('sizes/');
  const cells = await page.$$eval(`#sizes-table-${slug(d.id).replace(/\./g, '\\.')} tr[data-contender="${row.contender}"] td`, (tds) => tds.map((td) => td.textContent.trim().replace(/,/g, '')));
  for (const [compressor, bytes] of Object.entries(row.compressedBytes)) {
    assert.ok(cells.some((c) => Math.abs(Number(c) - bytes) <= 0.051), `${row.contender} on ${d.id}: ${compressor} ${bytes} not in ${cells}`);
  }
  await page.close();
});

test('the latency page draws a curve per contender from its histogram, and the menu highlights one', async () => {
  const curved = DATA.latency.filter((r) => r.responseCurve?.length > 0);
  const raw = await rawRun(DATA.run.id);
  if (raw.openLoopFiles.length === 0) {
    assert.equal(curved.length, 0, 'latency curves for a run without open-loop results');
    return;
  }
  assert.ok(curved.length > 0, `the run has ${raw.openLoopFiles.length} open-loop result files but the export drew no curve`);
  const rate = curved[0].ratePerSecond;
  const { page, problems } = await open('latency/');
  await marksPerChart(page);
  const lines = await page.$$(`#rate-${rate} .latency-chart:first-of-type .mark-line path`);
  const perRate = curved.filter((r) => r.ratePerSecond === rate).length;
  assert.ok(lines.length >= perRate, `${lines.length} lines for ${perRate} contenders`);
  const chart = `#rate-${rate} .latency-chart >> nth=0`;
  const opaque = () => page.$$eval(`#rate-${rate} .latency-chart`, (cs) => [...cs[0].querySelectorAll('.mark-line path')]
    .filter((p) => Number(p.getAttribute('stroke-opacity') ?? p.getAttribute('opacity') ?? 1) >= 0.99).length);
  await page.locator(chart).locator('select').selectOption(curved[0].name);
  await page.waitForTimeout(300);
  assert.equal(await opaque(), 1, 'one contender highlighted');
  // the x axis counts nines
  const ticks = await page.$$eval(`#rate-${rate} .latency-chart .role-axis-label text`, (ts) => ts.map((t) => t.textContent));
  assert.ok(ticks.includes('p99'), `nines axis: ${ticks}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the sizes page has a chart per model and marks the smallest of each column', async () => {
  const models = [...new Set(DATA.datasets.map((d) => d.model.replace('[]', '')))];
  const { page } = await open('sizes/');
  const marks = await marksPerChart(page);
  for (const m of models) {
    assert.ok(await page.$(`[id="sizes-${m}"] .chart svg`), `${m}: no chart`);
  }
  assert.ok(Object.values(marks).every((n) => n > 0));
  for (const d of DATA.datasets.filter((x) => x.rows.some((r) => r.framedBytes !== undefined))) {
    const min = Math.min(...d.rows.filter((r) => r.framedBytes !== undefined).map((r) => r.framedBytes));
    const best = await page.$$eval(`[id="sizes-table-${slug(d.id)}"] td.framed.best`, (tds) => tds.map((td) => Number(td.textContent.replace(/,/g, ''))));
    assert.ok(best.length > 0 && best.every((b) => Math.abs(b - min) <= 0.051), `${d.id}: smallest framed ${min}, marked ${best}`);
  }
  const scaling = DATA.datasets.filter((d) => /\.x1000$/.test(d.id));
  for (const d of scaling) {
    const model = d.model.replace('[]', '');
    assert.ok((await page.$$(`[id="sizes-${model}"] .scaling .mark-line path`)).length > 0, `${model}: no scaling lines`);
  }
  await page.close();
});

test('at 390 px no results page scrolls sideways', async () => {
  for (const path of PAGES) {
    const { page, problems } = await open(path, 390);
    await marksPerChart(page);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `${path}: ${scroll} px wide in a ${client} px window`);
    assert.deepEqual(problems, [], path);
    await page.close();
  }
});

// The contender, compare, history and downloads pages in a real browser: they show what the
// exported data holds, and their controls change what is shown. The compare page is also driven
// with two fixture runs (tests/fixtures/results, exported by `make site-test` into tests/out/fixture)
// whose differences are known: a 10 % slower round trip, 16 B/op more allocated, a 20 % faster encode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE, browserSession, readJson as read } from './session.mjs';

const FIXTURE = new URL('./out/fixture/', import.meta.url).pathname;
const CONTENDERS = await read(new URL('../data/contenders.json', import.meta.url));
const COMPARE = await read(new URL('../data/compare.json', import.meta.url));
const HISTORY = await read(new URL('../data/history.json', import.meta.url));
const DOWNLOADS = await read(new URL('../data/downloads.json', import.meta.url));

const session = browserSession({ site: [SITE, { '/fixture/': FIXTURE }] });
const open = (path) => session.open('site', path);

const visibleRows = (page, table) => page.$$eval(`${table} tbody tr`, (rs) => rs.filter((r) => !r.hidden).map((r) => r.dataset));

test('every contender has a page with its library, its fairness row, its encoded order and its numbers', async () => {
  assert.ok(CONTENDERS.contenders.length > 0);
  for (const c of CONTENDERS.contenders) {
    const { page, problems } = await open(`contenders/${c.id}/`);
    assert.ok((await page.textContent('h1')).includes(c.displayName), c.id);
    const what = await page.textContent('main');
    assert.ok(what.includes(c.libraryVersion), `${c.id}: library version`);
    assert.ok(what.includes(c.adapterPath), `${c.id}: adapter source folder`);
    for (const cell of c.fairness ?? []) {
      assert.ok((await page.textContent('#fairness-row')).includes(cell.name), `${c.id}: fairness column ${cell.name}`);
    }
    if (!c.described) {
      // a run without descriptions.json: no README text of today beside the run's numbers
      assert.match(await page.textContent('#not-recorded'), /not recorded in this run/, c.id);
      assert.match(await page.textContent('#order-not-recorded'), /Not recorded in this run/, c.id);
      assert.equal(await page.$('#fairness-row'), null, `${c.id}: no fairness row that the run did not record`);
    } else if (c.order.available) {
      const hex = await page.textContent('#order-hex');
      assert.equal(hex.trim().split('\n').length, Math.ceil(c.order.bytes / 16), `${c.id}: hex dump lines`);
      if (c.order.text !== undefined) assert.equal(await page.textContent('#order-text'), c.order.text, `${c.id}: text`);
      else assert.ok(await page.$('#order-text-none'), `${c.id}: says why there is no text`);
    } else {
      assert.match(await page.textContent('#order-missing'), /Not in this run/, c.id);
    }
    // the table has one message per operation; stream and compressor cases are on their own pages
    const TABLE_OPS = ['encode', 'decode', 'roundTrip', 'decodeAndUse', 'access'];
    const tableNumbers = c.numbers.filter((n) => n.mode === 'avgt' && TABLE_OPS.includes(n.operation));
    const timed = new Set(tableNumbers.map((n) => n.dataset));
    const rows = await page.$$eval('#contender-numbers tbody tr', (rs) => rs.map((r) => r.dataset.dataset));
    assert.deepEqual(rows.sort(), [...timed].sort(), `${c.id}: one row per timed data set`);
    for (const n of tableNumbers) {
      const cells = await page.$$eval(`#contender-numbers tr[data-dataset="${n.dataset}"] td`, (tds) => tds.map((td) => td.textContent));
      assert.ok(cells.some((t) => t.startsWith(n.time)), `${c.id} ${n.dataset} ${n.operation}: ${n.time} not in ${cells}`);
    }
    assert.deepEqual(problems, [], c.id);
    await page.close();
  }
});

test('the contenders list links every contender to its page and its attributes filter the rows', async () => {
  const { page, problems } = await open('contenders/');
  const all = await visibleRows(page, '#contenders-table');
  assert.equal(all.length, CONTENDERS.contenders.length);
  for (const c of CONTENDERS.contenders) {
    assert.ok(await page.$(`#contender-${c.id} a[href$="contenders/${c.id}/"]`), `${c.id}: no link to its page`);
  }
  await page.selectOption('select[data-filter="format"]', 'text');
  const text = await visibleRows(page, '#contenders-table');
  assert.ok(text.length > 0 && text.length < all.length, `format=text kept ${text.length} of ${all.length}`);
  assert.ok(text.every((r) => r.format === 'text'));
  await page.selectOption('select[data-filter="zerocopy"]', 'yes');
  const both = await visibleRows(page, '#contenders-table');
  assert.ok(both.every((r) => r.format === 'text' && r.zerocopy === 'yes'));
  assert.match(await page.textContent('.filter-count'), new RegExp(`^${both.length} of ${all.length} shown`));
  await page.click('button[type="reset"]');
  await page.waitForFunction((n) => [...document.querySelectorAll('#contenders-table tbody tr')].filter((r) => !r.hidden).length === n, all.length);
  await page.fill('input[data-filter="text"]', 'protobuf');
  const texts = await page.$$eval('#contenders-table tbody tr', (rs) => rs.filter((r) => !r.hidden).map((r) => r.textContent.toLowerCase()));
  assert.ok(texts.length > 0 && texts.length < all.length && texts.every((t) => t.includes('protobuf')), `text filter kept ${texts.length}`);
  // the Library cell stays a table cell (a display:block rule once broke it out of its row)
  assert.equal(await page.$eval('#contenders-table td.lib', (td) => getComputedStyle(td).display), 'table-cell');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the compare page diffs the two fixture runs: the slowdown, the allocation and the speed-up, with verdicts', async () => {
  const fixture = await read(new URL('./out/fixture/compare.json', import.meta.url)).catch(() =>
    assert.fail('tests/out/fixture/compare.json is missing: run make site-test, which exports the fixture runs first'));
  const { page, problems } = await open(`compare/?data=/fixture/compare.json&base=${fixture.defaultBase}&new=${fixture.defaultNew}`);
  await page.waitForSelector('#compare-table tbody tr');
  const row = async (c, metric) => page.$$eval(`#compare-table tbody tr[data-case^="${c}"][data-metric="${metric}"] td`, (tds) => tds.map((td) => td.textContent.trim()));
  const slower = await row('fast/order/roundTrip/avgt', 'time');
  assert.equal(slower[4], 'regression', String(slower));
  const change = Number(slower[3].replace(/[+ %]/g, ''));
  assert.ok(change > 5 && change < 15, `the 10 % slowdown shows as ${slower[3]}`);
  assert.equal((await row('slow/order/encode/avgt', 'time'))[4], 'improvement');
  assert.equal((await row('slow/order/roundTrip/avgt', 'time'))[4], 'unchanged');
  assert.match(await page.textContent('#compare-summary'), /2 regression\(s\), 1 improvement\(s\)/);
  await page.waitForSelector('#compare-chart svg g[class*="mark-symbol"] path');
  // sorting: by case ascending, then descending
  await page.click('button[data-sort="case"]');
  const asc = (await visibleRows(page, '#compare-table')).map((r) => r.case);
  assert.deepEqual(asc, [...asc].sort());
  await page.click('button[data-sort="case"]');
  const desc = (await visibleRows(page, '#compare-table')).map((r) => r.case);
  assert.deepEqual(desc, [...asc].reverse());
  // the metric filter: allocation shows the 16 B/op more as a regression
  await page.selectOption('#compare-metric', 'allocation');
  const alloc = await row('slow/order/roundTrip/avgt', 'allocation');
  assert.equal(alloc[4], 'regression', String(alloc));
  assert.ok((await visibleRows(page, '#compare-table')).every((r) => r.metric === 'allocation'));
  // the verdict filter
  await page.selectOption('#compare-metric', '');
  await page.selectOption('#compare-verdict', 'regression');
  const regressions = await visibleRows(page, '#compare-table');
  assert.equal(regressions.length, 2);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the compare page of the site offers every exported run and shows the default pair', async () => {
  const { page, problems } = await open('compare/');
  if (COMPARE.runs.length < 2) {
    assert.ok(await page.$('#compare-none'));
  } else {
    const options = await page.$$eval('#compare-base option', (os) => os.map((o) => o.value));
    assert.deepEqual(options, COMPARE.runs.map((r) => r.id));
    await page.waitForFunction(() => /matched/.test(document.getElementById('compare-summary').textContent));
    assert.equal(await page.inputValue('#compare-base'), COMPARE.defaultBase);
    assert.equal(await page.inputValue('#compare-new'), COMPARE.defaultNew);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the history page lists every change point and plots the chosen series', async () => {
  const { page, problems } = await open('history/');
  const changes = HISTORY.series.reduce((n, s) => n + s.changes.length, 0);
  if (changes === 0) assert.ok(await page.$('#history-no-changes'));
  else assert.equal((await page.$$('#history-changes tbody tr')).length, changes);
  if (HISTORY.series.length > 0) {
    await page.waitForSelector('#history-chart svg g[class*="mark-line"] path');
    const chosen = HISTORY.series[Number(await page.inputValue('#history-series'))];
    assert.equal((await page.$$('#history-points tbody tr')).length, chosen.points.length);
    await page.fill('#history-text', 'no-such-case');
    assert.equal((await page.$$('#history-series option')).length, 0);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the downloads page offers the run zip, the site data and every raw file of the run', async () => {
  const { page, problems } = await open('downloads/');
  const hrefs = await page.$$eval('main a[href]', (as) => as.map((a) => new URL(a.href).pathname.slice(1)));
  for (const f of [DOWNLOADS.zip, ...DOWNLOADS.data.map((d) => d.path), ...DOWNLOADS.files.map((d) => d.path)]) {
    assert.ok(hrefs.includes(f), `${f} is not offered`);
  }
  assert.ok(DOWNLOADS.files.some((f) => f.kind === 'jmh'), 'no JMH file');
  const zip = await fetch(session.servers.site.url + DOWNLOADS.zip);
  assert.equal(zip.status, 200);
  assert.equal(Buffer.from(await zip.arrayBuffer()).subarray(0, 2).toString(), 'PK');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a contender page shows its harness cost over direct use with its interval, or says it was not measured directly', async () => {
  // every contender with pairs in the run, and three without: the partial has two branches
  const paired = CONTENDERS.contenders.filter((c) => (c.parity?.rows ?? []).length > 0);
  const unpaired = CONTENDERS.contenders.filter((c) => (c.parity?.rows ?? []).length === 0).slice(0, 3);
  for (const c of [...paired, ...unpaired]) {
    const { page, problems } = await open(`contenders/${c.id}/`);
    const rows = c.parity?.rows ?? [];
    if (rows.length === 0) {
      assert.match(await page.textContent('#parity-none'), /Not measured directly in this run/, c.id);
      assert.equal(await page.$('#parity-table'), null, c.id);
    }
    if (rows.length > 0) {
      // each contender's pairs come from their own run (the newest focused run that measured them): the page names it
      assert.ok((await page.textContent('section[aria-labelledby="parity"]')).includes(`measured in run ${c.parity.run}`), `${c.id}: run ${c.parity.run}`);
    }
    const absent = c.parity?.referenceAbsent ?? [];
    assert.equal(await page.$('#parity-reference-absent') !== null, absent.length > 0, `${c.id}: the absent reference is said exactly when it is absent`);
    if (absent.length > 0) assert.ok((await page.textContent('#parity-reference-absent')).includes(c.parity.run), c.id);
    for (const r of rows) {
      const cells = await page.$$eval(`#parity-table tr[data-dataset="${r.dataset}"] td`, (tds) => tds.map((td) => td.textContent));
      assert.ok(cells[2].startsWith(`${r.ratio.toFixed(2)}×`), `${c.id} on ${r.dataset}: ratio ${r.ratio} not in ${cells}`);
      if (r.basis === 'rounds') assert.ok(cells[2].includes(`${r.ratioLow.toFixed(2)}–${r.ratioHigh.toFixed(2)}`), `${c.id}: interval`);
      // the reference: from the same run, said absent when that run lacks it, a dash on the reference's own page
      if (r.reference) assert.ok(cells[3].startsWith(`${r.reference.ratio.toFixed(2)}×`), `${c.id} on ${r.dataset}: reference in ${cells}`);
      else assert.equal(cells[3], absent.includes(r.dataset) ? 'not in this run' : '–', `${c.id} on ${r.dataset}: ${cells}`);
    }
    assert.deepEqual(problems, [], c.id);
    await page.close();
  }
});

// The Cold start page and each contender's cold-start section (issue 25), in a real browser. The fixture site (built
// by `make site-test` from tests/fixtures/pages, whose coldstart.json a real publish run wrote: OPS=coldStart,
// COLDSTART_FORKS=3, two contenders) is checked against that raw coldstart.json, not against the exported data, so a
// test cannot pass because the export lost or changed something the run recorded. The built site's run (site/public)
// may not have measured cold start: then both places must say so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SHOWN, builtSitePart, closeClean, rowsOf, sortTwice, twoSites } from './two-sites.mjs';

const RAW = JSON.parse(await readFile(new URL('./fixtures/pages/2026d-pages/coldstart.json', import.meta.url), 'utf8'));
const ms = (ns) => (ns / 1e6).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const { open } = twoSites();

const tableRows = (page) => rowsOf(page, '#coldstart-table');

test('the cold-start table has one row per row of the raw coldstart.json, with its medians, the derived cost and the counts', async () => {
  assert.ok(RAW.rows.length >= 2 && RAW.rows.every((r) => r.firstMessage && r.firstThousand), 'the fixture has two measured rows');
  const { page, problems } = await open('fixture', 'coldstart/');
  const shown = await tableRows(page);
  assert.deepEqual(shown.map((r) => r.contender), RAW.rows.map((r) => r.contender));
  for (const raw of RAW.rows) {
    const row = shown.find((r) => r.contender === raw.contender);
    assert.equal(Number(row.firstNs), raw.firstMessage.medianNanos, `${raw.contender}: first message`);
    assert.equal(Number(row.thousandNs), raw.firstThousand.medianNanos, `${raw.contender}: first 1,000`);
    if (raw.firstThousand.lowNanos > raw.firstMessage.highNanos) {
      const derived = (raw.firstThousand.medianNanos - raw.firstMessage.medianNanos) / 999;
      assert.ok(Math.abs(Number(row.perMessageNs) - derived) < 1e-6 * Math.abs(derived) + 1e-9, `${raw.contender}: per message ${row.perMessageNs}`);
    } else {
      // the two intervals overlap: no per-message cost is derived from two medians of different JVMs
      assert.equal(row.perMessageNs, undefined, `${raw.contender}: per message ${row.perMessageNs}`);
      assert.ok(row.text.includes('within the spread'), `${raw.contender}: ${row.text}`);
    }
    assert.equal(Number(row.bytes), raw.firstMessage.medianAllocatedBytes, `${raw.contender}: allocated`);
    assert.equal(Number(row.classes), raw.firstMessage.medianClassesLoaded, `${raw.contender}: classes`);
    assert.ok(row.text.includes(`${ms(raw.firstMessage.medianNanos)} ms`), `${raw.contender}: ${row.text}`);
    assert.ok(row.text.includes(`${ms(raw.firstThousand.medianNanos)} ms`), `${raw.contender}: ${row.text}`);
    assert.ok(row.text.includes(`${Math.round(raw.firstMessage.confidence * 100)} %`), `${raw.contender}: the interval's coverage`);
  }
  assert.match(await page.textContent('main'), /derived/, 'the page says the per-message figure is derived');
  assert.ok((await page.textContent('#coldstart-rule')).includes(RAW.measured), 'what was measured is printed');
  await closeClean(page, problems, { phone: true });
});

test('each header sorts the table by its column, smallest first, then largest first', async () => {
  const { page, problems } = await open('fixture', 'coldstart/');
  const columns = [[2, (r) => r.firstMessage.medianNanos], [3, (r) => r.firstThousand.medianNanos],
    [5, (r) => r.firstMessage.medianAllocatedBytes], [6, (r) => r.firstMessage.medianClassesLoaded]];
  for (const [n, value] of columns) {
    const ascending = [...RAW.rows].sort((a, b) => value(a) - value(b)).map((r) => r.contender);
    const [once, twice] = (await sortTwice(page, `#coldstart-table thead th:nth-child(${n}) button`, '#coldstart-table'))
      .map((rows) => rows.map((r) => r.contender));
    // equal values may keep either order; distinct ones must follow the column
    if (new Set(RAW.rows.map(value)).size === RAW.rows.length) {
      assert.deepEqual(once, ascending, `column ${n}`);
      assert.deepEqual(twice, [...ascending].reverse(), `column ${n}`);
    }
  }
  await closeClean(page, problems);
});

test('each measured contender page shows its cold start with every fork; another says it was not measured', async () => {
  for (const raw of RAW.rows) {
    const { page, problems } = await open('fixture', `contenders/${raw.contender}/`);
    const first = await page.textContent(`#contender-coldstart dl[data-dataset="${raw.dataset}"] .coldstart-first`);
    assert.ok(first.includes(`${ms(raw.firstMessage.medianNanos)} ms`) && first.includes(`median of ${raw.firstMessage.forks}`), first);
    const thousand = await page.textContent(`#contender-coldstart dl[data-dataset="${raw.dataset}"] .coldstart-thousand`);
    assert.ok(thousand.includes(`${raw.firstThousand.medianClassesLoaded.toLocaleString('en-US')} classes loaded`), thousand);
    const forks = await page.$$eval(`#contender-coldstart table[data-dataset="${raw.dataset}"] tbody tr`,
      (rs) => rs.map((r) => ({ method: r.dataset.method, ns: Number(r.dataset.ns) })));
    assert.deepEqual(forks, [...raw.firstMessage.perFork.map((f) => ({ method: 'firstMessage', ns: f.nanos })),
      ...raw.firstThousand.perFork.map((f) => ({ method: 'firstThousand', ns: f.nanos }))], raw.contender);
    await closeClean(page, problems, { phone: true, what: raw.contender });
  }
  const { page, problems } = await open('fixture', 'contenders/sbe/');
  assert.ok(!RAW.rows.some((r) => r.contender === 'sbe'));
  assert.match(await page.textContent('#coldstart-missing'), /did not measure cold start for sbe/);
  await closeClean(page, problems);
});

test('on the built site the Cold start page and a contender page show the shown run\'s cold start, or say it did not measure it',
  () => builtSitePart(open, { path: 'coldstart/', shown: SHOWN.coldStart, table: '#coldstart-table', none: '#coldstart-none',
    absent: /did not\s+measure cold start/, present: '#contender-coldstart', missing: '#coldstart-missing' }));

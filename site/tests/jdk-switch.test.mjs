// The JDK switch on the results pages and each contender's change between JDKs (issue 25), in a real browser. The
// fixture site (built by `make site-test` from tests/fixtures/pages) shows the article run 2026d-pages (JDK 17) and
// offers the same run measured on JDK 25, 2026e-pages-jdk25, whose round trips are the JDK 17 forks scaled by a factor
// per contender (harness/report SiteFixtureRunsTest.JDK25_RUN). The numbers are checked against those raw JMH files,
// not against the exported data, so a test cannot pass because the export lost or changed something the runs recorded.
// The built site (site/public) may have a run on one JDK only: then it must show no switch at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SHOWN, closeClean, fitsAPhone, rowsOf, sortTwice, twoSites } from './two-sites.mjs';

const RUN17 = '2026d-pages';
const RUN25 = '2026e-pages-jdk25';
const MANIFEST25 = JSON.parse(await readFile(new URL(`./fixtures/pages/${RUN25}/manifest.json`, import.meta.url), 'utf8'));

/** A contender's raw round trip on order in a fixture run, as JMH wrote it. */
async function raw(run, contender) {
  const file = new URL(`./fixtures/pages/${run}/jmh/${contender}/order/roundTrip.json`, import.meta.url);
  return JSON.parse(await readFile(file, 'utf8'))[0];
}

/** The median of the forks' means (rawData: one list of iterations per fork), the figure the pages show. */
function median(result) {
  const forks = result.primaryMetric.rawData.map((it) => it.reduce((a, b) => a + b, 0) / it.length).sort((a, b) => a - b);
  const n = forks.length;
  return n % 2 ? forks[(n - 1) / 2] : (forks[n / 2 - 1] + forks[n / 2]) / 2;
}

const close = (a, b, what) => assert.ok(Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b)), `${what}: ${a} is not ${b}`);

const { open } = twoSites();

/** Picks a JDK on the switch; the page reloads with that JDK's view. */
async function pick(page, feature) {
  await Promise.all([page.waitForEvent('load'), page.click(`.jdk-switch input[value="${feature}"]`)]);
  await page.waitForLoadState('networkidle');
}

const ROUND_TRIP = 'table.results tr[data-contender="jackson-databind"] td.time';

test('the fixture run on JDK 25 is the article run measured again: the same contenders, jackson-databind x0.60', async () => {
  assert.equal(MANIFEST25.jdk.version, '25.0.1');
  close(median(await raw(RUN25, 'jackson-databind')) / median(await raw(RUN17, 'jackson-databind')), 0.6, 'jackson-databind');
  close(median(await raw(RUN25, 'chronicle-text')) / median(await raw(RUN17, 'chronicle-text')), 1.4, 'chronicle-text');
});

test('the switch names both runs, swaps the overview to JDK 25, and every results page then opens on JDK 25 until switched back', async () => {
  const { page, problems } = await open('fixture', '');
  assert.ok(await page.isVisible('.jdk-switch'), 'the switch shows');
  const labels = await page.$$eval('.jdk-switch label', (ls) => ls.map((l) => l.textContent.replace(/\s+/g, ' ').trim()));
  assert.equal(labels.length, 2, labels.join(' | '));
  assert.ok(labels[0].includes('JDK 17') && labels[0].includes(RUN17), labels[0]);
  assert.ok(labels[1].includes('JDK 25') && labels[1].includes(RUN25) && labels[1].includes(MANIFEST25.jdk.version), labels[1]);
  assert.ok(await page.isChecked('.jdk-switch input[value="17"]'), 'JDK 17 first: the shown run');

  const on17 = median(await raw(RUN17, 'jackson-databind'));
  const on25 = median(await raw(RUN25, 'jackson-databind'));
  close(Number(await page.getAttribute(ROUND_TRIP, 'data-v')), on17, 'JDK 17 round trip');
  assert.equal(await page.getAttribute('#jdk-view', 'data-run'), RUN17);

  await pick(page, 25);
  close(Number(await page.getAttribute(ROUND_TRIP, 'data-v')), on25, 'JDK 25 round trip');
  assert.equal(await page.getAttribute('#jdk-view', 'data-run'), RUN25);
  assert.ok(await page.isChecked('.jdk-switch input[value="25"]'));
  assert.ok((await page.textContent('#run-badge')).includes(RUN25), 'the run badge names the JDK 25 run');
  assert.ok((await page.textContent('#run-badge')).includes(MANIFEST25.jdk.vmVersion), 'and its JDK');
  assert.ok((await page.textContent('#provenance')).includes(RUN25), 'the provenance is the JDK 25 run\'s');
  await page.waitForSelector('#chart-roundtrip svg'); // the JDK 25 view's chart, drawn by its own script as it was put in place

  // remembered: the next results pages open on JDK 25
  await page.goto(new URL('datasets/order/', page.url()).href, { waitUntil: 'networkidle' });
  close(Number(await page.getAttribute(ROUND_TRIP, 'data-v')), on25, 'the data set page on JDK 25');
  assert.ok(await page.isChecked('.jdk-switch input[value="25"]'));
  await page.goto(new URL('../../latency/', page.url()).href, { waitUntil: 'networkidle' });
  assert.match(await page.textContent('#jdk-view'), /no open-loop results/, 'the JDK 25 run measured no open loop');
  await page.goto(new URL('../contenders/jackson-databind/', page.url()).href, { waitUntil: 'networkidle' });
  const cell = '#contender-numbers tr[data-dataset="order"] td';
  close(Number(await page.getAttribute(cell, 'data-csv')), (await raw(RUN25, 'jackson-databind')).primaryMetric.score, 'the contender page on JDK 25');

  await pick(page, 17);
  close(Number(await page.getAttribute(cell, 'data-csv')), (await raw(RUN17, 'jackson-databind')).primaryMetric.score, 'back on JDK 17');
  await page.goto(new URL('../../', page.url()).href, { waitUntil: 'networkidle' });
  close(Number(await page.getAttribute(ROUND_TRIP, 'data-v')), on17, 'the overview back on JDK 17');
  await closeClean(page, problems, { phone: true });
});

test('a results page on JDK 25 fits a 390 px phone, switch and all', async () => {
  const { page, problems } = await open('fixture', 'datasets/order/');
  await pick(page, 25);
  await fitsAPhone(page);
  assert.ok(await page.isVisible('.jdk-switch'));
  await closeClean(page, problems);
});

test('the JDK page has one row per round trip both runs measured, each ratio from the raw forks, the shift and the rule', async () => {
  const { page, problems } = await open('fixture', 'jdk/');
  const table = '#jdk-change-table-25';
  const rows = await rowsOf(page, table);
  assert.equal(rows.length, 17, 'the 17 round trips on order');
  for (const row of rows) {
    const ratio = median(await raw(RUN25, row.contender)) / median(await raw(RUN17, row.contender));
    close(Number(row.ratio), ratio, row.contender);
    const expected = row.contender === 'jackson-databind' ? 'faster' : row.contender === 'chronicle-text' ? 'slower' : 'within-shift';
    assert.equal(row.verdict, expected, `${row.contender}: ${row.text}`);
  }
  assert.match(rows.find((r) => r.contender === 'jackson-databind').text, /faster on JDK 25/);
  assert.match(rows.find((r) => r.contender === 'wire-yaml').text, /within the run-to-run shift/);
  const shift = await page.$eval('#jdk-shift-25', (p) => ({ ...p.dataset, text: p.textContent }));
  close(Number(shift.factor), 0.9, 'the run-wide shift: the median ratio');
  close(Number(shift.low), 0.88, 'its low end');
  close(Number(shift.high), 0.91, 'its high end');
  assert.match(shift.text.replace(/\s+/g, ' '), /×0\.90 \(0\.88–0\.91\)/);
  assert.match(await page.textContent('#jdk-change-rule-25'), /excludes 1/, 'the rule is on the page');
  const counts = await page.$$eval('#jdk-change-counts-25 li', (ls) => Object.fromEntries(ls.map((l) => [l.dataset.verdict, Number(l.querySelector('strong').textContent)])));
  assert.deepEqual(counts, { faster: 1, slower: 1, 'within-shift': 15, 'not-judged': 0 });
  const runs = await page.textContent('#jdk-change-runs-25');
  assert.ok(runs.includes(RUN17) && runs.includes(RUN25), runs);
  await closeClean(page, problems, { phone: true });
});

test('the ratio header sorts the change table, smallest first, then largest first', async () => {
  const { page, problems } = await open('fixture', 'jdk/');
  const table = '#jdk-change-table-25';
  const [once, twice] = await sortTwice(page, `${table} thead th:nth-child(5) button`, table);
  const ratios = (rows) => rows.map((r) => Number(r.ratio));
  assert.deepEqual(ratios(once), [...ratios(once)].sort((a, b) => a - b));
  assert.equal(once[0].contender, 'jackson-databind');
  assert.deepEqual(ratios(twice), [...ratios(twice)].sort((a, b) => b - a));
  assert.equal(twice[0].contender, 'chronicle-text');
  await closeClean(page, problems);
});

test('a contender page shows its own change between the JDKs, with the shift and the verdict', async () => {
  for (const [id, verdict, words] of [['jackson-databind', 'faster', /faster on JDK 25/], ['bson', 'within-shift', /within the run-to-run shift/]]) {
    const { page, problems } = await open('fixture', `contenders/${id}/`);
    const section = await page.textContent('#contender-jdk-change-25');
    assert.ok(section.includes(RUN25) && section.includes(RUN17), section);
    assert.match(section.replace(/\s+/g, ' '), /×0\.90 \(0\.88–0\.91\)/);
    const rows = await rowsOf(page, '#contender-jdk-change-table-25');
    assert.deepEqual(rows.map((r) => r.contender), [id], 'its own rows only');
    assert.equal(rows[0].verdict, verdict);
    assert.match(rows[0].text, words);
    await closeClean(page, problems, { phone: true, what: id });
  }
});

test('the footprint comes from the run that recorded one, named, while the JDK 25 run has none', async () => {
  const { page, problems } = await open('fixture', 'footprint/');
  assert.ok((await page.textContent('#footprint-run')).includes(RUN17));
  await closeClean(page, problems);
  const c = await open('fixture', 'contenders/sbe/');
  assert.ok((await c.page.textContent('#footprint-source')).includes(RUN17));
  await closeClean(c.page, c.problems);
});

test('on the built site the switch is there only when another JDK has a whole run', async () => {
  const others = SHOWN.jdks?.others ?? [];
  const { page, problems } = await open('site', '');
  assert.equal(await page.$$eval('.jdk-switch input[data-jdk-switch]', (is) => is.length), others.length ? others.length + 1 : 0,
    others.length ? 'one choice per JDK' : 'no switch, not an empty one, with one JDK');
  assert.equal(await page.$$eval('template.jdk-alt', (ts) => ts.length), others.length);
  await closeClean(page, problems);
  const j = await open('site', 'jdk/');
  if (others.length) {
    for (const o of others) assert.ok(await j.page.$(`#jdk-shift-${o.feature}`), `the shift against JDK ${o.feature}`);
  } else {
    assert.match(await j.page.textContent('#jdk-change-none'), /Only one JDK has a whole run/);
  }
  await closeClean(j.page, j.problems);
});

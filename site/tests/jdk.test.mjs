// The JDK 25 page and each contender's JDK line (issue 25), in a real browser. The fixture site (built by `make site-test`
// from tests/fixtures/pages, beside whose run lies a check that `make jdk-check` itself wrote for three of the run's
// contenders) is checked against that raw jdk-compat.json, not against the exported data, so a test cannot pass because
// the export lost or changed something the check recorded. The built site (site/public) may have no check beside its
// run: then both places must say the check was not run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { SHOWN, builtSitePart, closeClean, rowsOf, sortTwice, twoSites } from './two-sites.mjs';

const PAGES = new URL('./fixtures/pages/', import.meta.url);
const CHECKS = (await readdir(PAGES)).filter((n) => n.endsWith('-jdk-compat')).sort();
const RAW = JSON.parse(await readFile(new URL(`${CHECKS.at(-1)}/jdk-compat.json`, PAGES), 'utf8'));
// the page's status: ok with warnings is "warns"
const status = (r) => (r.outcome === 'ok' && r.warnings.length > 0 ? 'warns' : r.outcome);

const { open } = twoSites();

const tableRows = (page) => rowsOf(page, '#jdk-table');

test('the fixture check has one contender that warns on the target JDK and one that does not', () => {
  assert.equal(CHECKS.length, 1, 'one check beside the fixture run');
  assert.ok(RAW.rows.length >= 2 && RAW.rows.length <= 3, `${RAW.rows.length} rows`);
  assert.ok(RAW.rows.some((r) => status(r.target) === 'warns'), 'a contender warns');
  assert.ok(RAW.rows.some((r) => status(r.target) === 'ok'), 'a contender does not');
  assert.equal(RAW.base.feature, 17);
  assert.equal(RAW.target.feature, 25);
});

test('the JDK page has one row per row of the raw jdk-compat.json, with both outcomes, the warnings by kind and the flags', async () => {
  const { page, problems } = await open('fixture', 'jdk/');
  const shown = await tableRows(page);
  assert.deepEqual(shown.map((r) => r.contender), RAW.rows.map((r) => r.contender));
  for (const raw of RAW.rows) {
    const row = shown.find((r) => r.contender === raw.contender);
    assert.equal(row.base, status(raw.base), `${raw.contender}: JDK 17`);
    assert.equal(row.target, status(raw.target), `${raw.contender}: JDK 25`);
    assert.equal(Number(row.warnings), raw.target.warnings.length, `${raw.contender}: warning lines`);
    const kinds = [...new Set(raw.target.warnings.map((w) => w.kind))];
    assert.deepEqual(row.kinds.split(' ').filter(Boolean).sort(), kinds.sort(), `${raw.contender}: kinds`);
    for (const kind of kinds) {
      const n = raw.target.warnings.filter((w) => w.kind === kind).length;
      assert.ok(row.text.includes(`${kind} ${n}`), `${raw.contender}: ${kind} ${n} in ${row.text}`);
    }
    assert.equal(Number(row.flags), raw.jvmArgs.length, `${raw.contender}: its own flags`);
    if (raw.jvmArgs.length > 0) assert.ok(row.text.includes(`its own: ${raw.jvmArgs.length} JVM argument`), row.text);
    else assert.ok(row.text.includes('none of its own'), row.text);
    for (const flag of raw.target.withFlags?.addedFlags ?? []) assert.ok(row.text.includes(flag), `${raw.contender}: ${flag}`);
  }
  const check = await page.textContent('#jdk-check');
  assert.ok(check.includes(RAW.base.version) && check.includes(RAW.target.version) && check.includes(RAW.target.vendor), check);
  assert.ok(check.includes(RAW.source.commit), 'the commit the check ran on');
  const counted = await page.$$eval('#jdk-summary li', (ls) => Object.fromEntries(ls.map((l) => [l.dataset.status, Number(l.querySelector('strong').textContent)])));
  for (const s of ['ok', 'warns', 'fails', 'crashes']) {
    assert.equal(counted[s], RAW.rows.filter((r) => status(r.target) === s).length, `summary: ${s}`);
  }
  // every warning line of a contender that warns is printed as the check recorded it
  for (const raw of RAW.rows.filter((r) => r.target.warnings.length > 0)) {
    const lines = await page.$$eval(`details.jdk-lines[data-contender="${raw.contender}"] li`, (ls) => ls.map((l) => l.textContent));
    assert.deepEqual(lines, raw.target.warnings.map((w) => w.text), raw.contender);
  }
  assert.ok((await page.textContent('#jdk-rule')).includes(RAW.checked), 'what each JVM ran is printed');
  await closeClean(page, problems, { phone: true });
});

test('the warnings header sorts the table by the number of warning lines, fewest first, then most first', async () => {
  const { page, problems } = await open('fixture', 'jdk/');
  const ascending = [...RAW.rows].sort((a, b) => a.target.warnings.length - b.target.warnings.length).map((r) => r.contender);
  const [once, twice] = (await sortTwice(page, '#jdk-table thead th:nth-child(4) button', '#jdk-table'))
    .map((rows) => rows.map((r) => r.contender));
  // equal counts may keep either order; distinct ones must follow the column
  if (new Set(RAW.rows.map((r) => r.target.warnings.length)).size === RAW.rows.length) {
    assert.deepEqual(once, ascending);
    assert.deepEqual(twice, [...ascending].reverse());
  } else {
    const counts = (ids) => ids.map((id) => RAW.rows.find((r) => r.contender === id).target.warnings.length);
    assert.deepEqual(counts(once), [...counts(once)].sort((a, b) => a - b));
    assert.deepEqual(counts(twice), [...counts(twice)].sort((a, b) => b - a));
  }
  await closeClean(page, problems);
});

test('each checked contender page has its JDK line; a contender the check left out says so', async () => {
  for (const raw of RAW.rows) {
    const { page, problems } = await open('fixture', `contenders/${raw.contender}/`);
    const line = await page.textContent('#contender-jdk');
    assert.ok(line.includes(`JDK ${RAW.target.feature}`) && line.includes(`JDK ${RAW.base.feature}`), line);
    assert.equal(await page.getAttribute('#contender-jdk .jdk-status', 'data-status'), status(raw.target), raw.contender);
    for (const kind of new Set(raw.target.warnings.map((w) => w.kind))) assert.ok(line.includes(kind), `${raw.contender}: ${kind}`);
    await closeClean(page, problems, { phone: true, what: raw.contender });
  }
  const other = uncheckedContender();
  const { page, problems } = await open('fixture', `contenders/${other}/`);
  assert.match(await page.textContent('#contender-jdk'), /not in the newest\s+JDK check/);
  await closeClean(page, problems);
});

// a contender of the fixture run that the fixture check did not cover (the run has 17, the check 2-3)
function uncheckedContender() {
  const checked = new Set(RAW.rows.map((r) => r.contender));
  return ['bson', 'wire-json', 'baseline-bytebuffer'].find((id) => !checked.has(id));
}

test('on the built site the JDK page and a contender page show the newest check, or say it was not run',
  () => builtSitePart(open, {
    path: 'jdk/', shown: SHOWN.jdkCompat, table: '#jdk-table', none: '#jdk-none', absent: /was not run/, phone: true,
    contenderSays: async (page, contender) => {
      const line = await page.textContent('#contender-jdk');
      if (!SHOWN.jdkCompat?.available) assert.match(line, /was not run/);
      else if (SHOWN.jdkCompat.rows.some((r) => r.contender === contender)) assert.ok(line.includes(`JDK ${SHOWN.jdkCompat.target.feature}`), line);
      else assert.match(line, /not in the newest/);
    },
  }));

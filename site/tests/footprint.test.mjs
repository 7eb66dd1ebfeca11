// The Footprint page and each contender's footprint section (issue 25), in a real browser. The fixture site (built by
// `make site-test` from tests/fixtures/pages, whose footprint.json harness/report's PagesFixtureRun writes) is checked
// against that raw footprint.json, not against the exported data, so a test cannot pass because the export lost or
// changed something the run recorded. The built site's run (site/public) may predate footprint.json: then both
// places must say "not in this run".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SHOWN, builtSitePart, closeClean, rowsOf, sortTwice, twoSites } from './two-sites.mjs';

const RAW = JSON.parse(await readFile(new URL('./fixtures/pages/2026d-pages/footprint.json', import.meta.url), 'utf8'));
const number = (n) => n.toLocaleString('en-US');

const { open } = twoSites();

const tableRows = (page) => rowsOf(page, '#footprint-table');

test('the footprint table has one row per contender of the raw footprint.json, with its bytes, flags and generated code', async () => {
  const kinds = new Set(RAW.contenders.map((r) => r.generatedCode?.kind).filter(Boolean));
  assert.ok(RAW.contenders.some((r) => r.error) && RAW.contenders.some((r) => r.nativeLibraries > 0) && kinds.size > 0
    && RAW.contenders.some((r) => r.jvmFlags.length > 0) && RAW.contenders.some((r) => r.jarBytes === 0),
  'the fixture has an error row, native libraries, generated code, JVM flags and a module of no jars');
  const { page, problems } = await open('fixture', 'footprint/');
  const shown = await tableRows(page);
  assert.deepEqual(shown.map((r) => r.contender), RAW.contenders.map((r) => r.contender));
  for (const raw of RAW.contenders) {
    const row = shown.find((r) => r.contender === raw.contender);
    assert.equal(row.module, raw.module, raw.contender);
    assert.equal(row.jarBytes === undefined ? undefined : Number(row.jarBytes), raw.jarBytes, `${raw.contender}: jar bytes`);
    assert.equal(row.nativeBytes === undefined ? undefined : Number(row.nativeBytes), raw.nativeBytes, `${raw.contender}: native bytes`);
    assert.equal(Number(row.flags), raw.jvmFlags.length, `${raw.contender}: JVM flags`);
    assert.equal(row.generated, raw.generatedCode?.kind, `${raw.contender}: generated code`);
    if (raw.error) {
      assert.equal(row.error, 'true');
      assert.match(row.text, /not recorded/);
      assert.ok((await page.textContent(`#footprint-error-list li[data-contender="${raw.contender}"]`)).includes(raw.error), raw.contender);
    } else {
      assert.ok(row.text.includes(number(raw.jarBytes)), `${raw.contender}: ${number(raw.jarBytes)} shown`);
    }
  }
  assert.ok((await page.textContent('#footprint-rule')).includes(RAW.counted), 'the counting rule is printed');
  await closeClean(page, problems, { phone: true });
});

test('the jar bytes header sorts the table, smallest first, then largest first, unrecorded rows last', async () => {
  const { page, problems } = await open('fixture', 'footprint/');
  const recorded = RAW.contenders.filter((r) => r.jarBytes !== undefined);
  const unrecorded = RAW.contenders.filter((r) => r.jarBytes === undefined).map((r) => r.contender);
  const [once, twice] = (await sortTwice(page, '#footprint-table thead th:nth-child(3) button', '#footprint-table'))
    .map((rows) => rows.map((r) => r.contender));
  const ascending = [...recorded].sort((a, b) => a.jarBytes - b.jarBytes).map((r) => r.jarBytes);
  assert.deepEqual(once.slice(0, recorded.length).map((id) => recorded.find((r) => r.contender === id).jarBytes), ascending);
  assert.deepEqual(once.slice(recorded.length).sort(), [...unrecorded].sort());
  assert.deepEqual(twice.slice(0, recorded.length).map((id) => recorded.find((r) => r.contender === id).jarBytes), [...ascending].reverse());
  await closeClean(page, problems);
});

test('each contender page shows its footprint: jars of its module, native libraries, flags, generated code or the error', async () => {
  const native = RAW.contenders.find((r) => r.nativeLibraries > 0);
  const generated = RAW.contenders.find((r) => r.generatedCode);
  const failed = RAW.contenders.find((r) => r.error);
  for (const raw of [native, generated, failed]) {
    const { page, problems } = await open('fixture', `contenders/${raw.contender}/`);
    const jars = await page.textContent('#footprint-jars');
    const module = RAW.modules.find((m) => m.module === raw.module);
    if (raw.jarBytes !== undefined) {
      assert.ok(jars.includes(`${number(raw.jarBytes)} bytes in ${raw.artifacts} jar`), `${raw.contender}: ${jars}`);
      const listed = await page.$$eval('#footprint-artifacts tbody tr', (rs) => rs.map((r) => ({ ...r.dataset, text: r.textContent })));
      assert.deepEqual(listed.map((r) => Number(r.bytes)), module.artifacts.map((a) => a.bytes), `${raw.contender}: the module's jars`);
      for (const a of module.artifacts) {
        for (const n of a.nativeLibraries ?? []) {
          assert.ok(listed.some((r) => r.text.includes(n.entry)), `${raw.contender}: native library ${n.entry}`);
        }
      }
    } else {
      assert.match(jars, /not recorded/);
      assert.ok((await page.textContent('#footprint-error')).includes(raw.error), `${raw.contender}: the error`);
    }
    const flags = await page.textContent('#footprint-flags');
    if (raw.jvmFlags.length === 0) assert.equal(flags.trim(), 'none');
    for (const f of raw.jvmFlags) assert.ok(flags.includes(f), `${raw.contender}: flag ${f}`);
    const code = await page.textContent('#footprint-generated');
    if (raw.generatedCode) assert.ok(code.includes(raw.generatedCode.what), `${raw.contender}: ${code}`);
    else assert.equal(code.trim(), 'none');
    await closeClean(page, problems, { phone: true, what: raw.contender });
  }
});

test('on the built site the Footprint page and a contender page show the shown run\'s footprint, or say it is not in this run',
  () => builtSitePart(open, { path: 'footprint/', shown: SHOWN.footprint, table: '#footprint-table', none: '#footprint-none',
    absent: /Not in this run/, present: '#footprint-jars', missing: '#footprint-missing' }));

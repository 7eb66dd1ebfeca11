// The contender pages show what the run recorded about each contender (its descriptions.json, issue 26), on the
// fixture site (tests/out/fixture-site, `make site-test`) built from tests/fixtures/pages: contenders described with a
// sample as UTF-8 text, as YAML and as hex only, one described without a sample, and one the run did not describe.
// Every expectation is computed here from the run's raw descriptions.json, not from the exported data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE_SITE, browserSession, readJson as read } from './session.mjs';

const RUN = new URL('./fixtures/pages/2026d-pages/', import.meta.url);
const RAW = await read(new URL('descriptions.json', RUN));
const MANIFEST = await read(new URL('manifest.json', RUN));

const session = browserSession({ fixture: FIXTURE_SITE });

test('the fixture reaches every kind of description', () => {
  const kinds = new Set(RAW.contenders.map((e) => e.sample?.textKind ?? 'no sample'));
  assert.deepEqual([...kinds].sort(), ['no sample', 'none', 'utf8', 'yaml']);
  assert.ok(MANIFEST.contenders.some((c) => !RAW.contenders.some((e) => e.contender === c.id)), 'a contender the run did not describe');
});

test('each contender page shows the recorded paragraph, rows and sample, or says they were not recorded', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e}`));
  for (const c of MANIFEST.contenders) {
    assert.equal((await page.goto(session.servers.fixture.url + `contenders/${c.id}/`, { waitUntil: 'load' })).status(), 200, c.id);
    const e = RAW.contenders.find((x) => x.contender === c.id);
    if (!e) {
      assert.match(await page.textContent('#not-recorded'), /not recorded in this run/, c.id);
      assert.match(await page.textContent('#order-not-recorded'), /Not recorded in this run/, c.id);
      assert.equal(await page.$('#fairness-row'), null, c.id);
      assert.equal(await page.$('#order-hex'), null, c.id);
      continue;
    }
    assert.equal(await page.$('#not-recorded'), null, c.id);
    if (e.about) {
      // the lead renders the paragraph's Markdown: compare its words, links as their text
      const words = e.about.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
      assert.equal((await page.textContent('p.lead')).trim(), words, c.id);
    }
    for (const [id, row] of [['#fairness-row', e.fairness], ['#adapter-row', e.adapterRow]]) {
      if (!row) {
        assert.equal(await page.$(id), null, `${c.id}: ${id}`);
        continue;
      }
      const names = await page.$$eval(`${id} dt`, (dts) => dts.map((d) => d.textContent));
      assert.deepEqual(names, row.map((r) => r.name), `${c.id}: ${id} in the table's column order`);
    }
    if (!e.sample) {
      assert.match(await page.textContent('#order-missing'), /Not in this run/, c.id);
      continue;
    }
    assert.equal(await page.textContent('#order-hex'), e.sample.hex, `${c.id}: the recorded hex dump`);
    if (e.sample.text !== undefined) assert.equal(await page.textContent('#order-text'), e.sample.text, `${c.id}: the recorded text`);
    else assert.match(await page.textContent('#order-text-none'), new RegExp(e.sample.textNote.slice(0, 20).replace(/[()]/g, '\\$&')), c.id);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

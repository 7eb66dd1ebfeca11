// The calculator page (issue 25, item 4) on the built site: its answer for a link rate, a CPU budget and a data set is
// recomputed here from the exported run (wirebench.json) by the rule the page prints, for the default (orders, 1 Gbit/s,
// one core, released libraries only), for other inputs, and over every contender with the compressed rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SITE, browserSession } from './session.mjs';

const DATA = JSON.parse(await readFile(new URL('../data/wirebench.json', import.meta.url), 'utf8'));

const session = browserSession({ site: SITE });

/** Every candidate of a data set: each measured round trip, and each timed compressor on a contender's bytes. */
function candidates(dataset) {
  const rows = DATA.datasets.find((d) => d.id === dataset).rows.filter((r) => r.status === 'ok' && r.roundTrip?.median !== undefined);
  const out = rows.map((r) => ({ id: r.contender, role: r.role, bytes: r.framedBytes ?? r.bytes, ns: r.roundTrip.median }));
  for (const c of (DATA.compression?.rows ?? []).filter((x) => x.dataset === dataset && x.compressNanos?.median && x.decompressNanos?.median)) {
    const row = rows.find((r) => r.contender === c.contender);
    if (!row) continue;
    const per = c.messages ?? 1;
    out.push({ id: `${c.contender}+${c.compressor}/${c.payload}`, role: row.role, bytes: c.compressedBytes / per,
      ns: row.roundTrip.median + (c.compressNanos.median + c.decompressNanos.median) / per });
  }
  return out;
}

/** The page's rule: the CPU carries cores × 1e9 / ns, the link gbps × 1e9 / (8 × bytes); the smaller is carried. */
function best(list, gbps, cores) {
  const scored = list.map((c) => {
    const cpu = cores * 1e9 / c.ns, link = gbps * 1e9 / (8 * c.bytes);
    return { id: c.id, carried: Math.min(cpu, link), bottleneck: link < cpu ? 'bandwidth' : 'CPU' };
  });
  return scored.reduce((a, b) => (b.carried > a.carried ? b : a));
}

async function answer(page) {
  return page.$eval('#calc-answer', (p) => ({ id: p.querySelector('strong')?.dataset.contender, carried: Number(p.dataset.carried),
    bottleneck: p.querySelector('#calc-bottleneck')?.textContent, text: p.textContent }));
}

function check(got, want, what) {
  assert.equal(got.id, want.id, `${what}: the contender`);
  assert.ok(Math.abs(got.carried - want.carried) <= want.carried * 1e-9, `${what}: ${got.carried} messages/s for ${want.carried}`);
  assert.equal(got.bottleneck, want.bottleneck, `${what}: the bottleneck`);
  assert.ok(got.text.includes(Math.round(want.carried).toLocaleString('en-US')), `${what}: the rate in the text: ${got.text}`);
}

test('the default answer: orders at 1 Gbit/s on one core, over the released libraries', async () => {
  const { page, problems, context } = await session.open('site', 'calculator/', { context: {}, failedRequests: false });
  assert.equal(await page.inputValue('#calculator [name="dataset"]'), 'orders');
  const libraries = candidates('orders').filter((c) => c.role === 'library');
  check(await answer(page), best(libraries, 1, 1), 'default');
  assert.equal(await page.$$eval('#calc-table tbody tr', (trs) => trs.length), candidates('orders').length, 'a row per candidate');

  await page.fill('#calculator [name="gbps"]', '10');
  await page.fill('#calculator [name="cores"]', '4');
  check(await answer(page), best(libraries, 10, 4), '10 Gbit/s, 4 cores');
  await page.fill('#calculator [name="gbps"]', '0.01');
  check(await answer(page), best(libraries, 0.01, 4), '10 Mbit/s, 4 cores');
  assert.equal((await answer(page)).bottleneck, 'bandwidth', 'a slow link is the bottleneck');

  // every contender, ours, the floor and the compressed rows included
  await page.locator('input[data-released-switch]').uncheck();
  await page.selectOption('#calculator [name="dataset"]', 'order');
  await page.fill('#calculator [name="gbps"]', '1');
  await page.fill('#calculator [name="cores"]', '1');
  check(await answer(page), best(candidates('order'), 1, 1), 'order, every contender');
  await page.fill('#calculator [name="cores"]', '0');
  assert.match((await answer(page)).text, /above zero/, 'a zero budget is refused with a message');
  assert.deepEqual(problems, []);
  await context.close();
});

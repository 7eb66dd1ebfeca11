// The export of a run measured in rounds (tests/fixtures/rounds, exported by `make site-test` into
// tests/out/fixture/rounds.json): medians with intervals, × floor paired by round, ranks that never
// go down the displayed order, "tied 1st" only where the interval over the fastest contains 1, and
// the unsettled case flagged, last and unranked. No browser: the pages render what this holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const DATA = JSON.parse(await readFile(new URL('./out/fixture/rounds.json', import.meta.url), 'utf8').catch(() =>
  assert.fail('tests/out/fixture/rounds.json is missing: run make site-test, which exports the fixture run first')));
const rows = DATA.datasets[0].rows;
const cell = (c) => rows.find((r) => r.contender === c).roundTrip;

test('ranks never go down the rows or the chart, and unsettled cases come last without a rank', () => {
  let last = 0;
  let unsettledSeen = false;
  for (const r of rows) {
    if (r.roundTrip.unsettled) { unsettledSeen = true; continue; }
    assert.ok(!unsettledSeen, `${r.contender} ranked after an unsettled row`);
    assert.ok(r.roundTrip.rank >= last, `${r.contender}: rank ${r.roundTrip.rank} after ${last}`);
    last = r.roundTrip.rank;
  }
  const points = DATA.chart.filter((p) => p.operation === 'roundTrip').sort((a, b) => a.order - b.order);
  const ranks = points.filter((p) => p.rank !== undefined).map((p) => p.rank);
  assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b));
  const warming = cell('warming');
  assert.equal(warming.rankLabel, 'unsettled');
  assert.equal(warming.rank, undefined);
  assert.equal(warming.tiedWithFastest, false);
  assert.equal(points[points.length - 1].id, 'warming');
});

test('"tied 1st" only where the interval over the fastest contains 1; a difference in every round is a rank', () => {
  for (const r of rows) {
    const c = r.roundTrip;
    if (c.tiedWithFastest && c.vsFastest) assert.ok(c.vsFastest.low <= 1 && c.vsFastest.high >= 1, `${r.contender}: ${JSON.stringify(c.vsFastest)}`);
    if (c.vsFastest && !c.unsettled && (c.vsFastest.low > 1 || c.vsFastest.high < 1)) assert.equal(c.tiedWithFastest, false, r.contender);
  }
  assert.equal(cell('slow').vsFastest.test, 'round-ratio');
  assert.ok(cell('slow').rank > cell('fast').rank, 'slow is 4 % slower than fast in every round');
  assert.match(cell('wide').rankLabel, /^\d+–\d+$/, 'a wide case gets a rank range');
});

test('medians carry their interval and × floor its within-round interval; the run carries its noise summary', () => {
  const fast = cell('fast');
  assert.ok(fast.medianLow <= fast.median && fast.median <= fast.medianHigh);
  assert.equal(fast.xFloorBasis, 'rounds');
  assert.ok(fast.xFloorLow <= 1.25 && 1.25 <= fast.xFloorHigh, JSON.stringify(fast));
  assert.ok(fast.ns !== undefined && fast.error !== undefined, "JMH's mean and error stay beside the median");
  assert.ok(DATA.run.noise.forks === 40 && DATA.run.noise.unsettledShare > 0);
});

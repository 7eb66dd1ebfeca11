// The fixture site and the built site served side by side, with one browser: the frame of the page tests that check a
// fixture run's raw file on the first and the shown run on the second (footprint, cold start, JDK check, the articles).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { browserSession, FIXTURE_SITE, SITE } from './session.mjs';

/** A reader's refusal for a data file that `make site-test` writes: says what is missing and how to make it. */
export const missing = (what) => () => assert.fail(`${what} is missing: run make site-test, which exports and builds the fixture site first`);

/** The built site's data: the run it shows. */
export const SHOWN = JSON.parse(await readFile(new URL('../data/wirebench.json', import.meta.url), 'utf8').catch(missing('data/wirebench.json')));

/** Both sites and one browser for the calling test file (session.mjs): open('fixture' or 'site', path). */
export function twoSites() {
  return browserSession({ fixture: FIXTURE_SITE, site: SITE });
}

/** Each row of a table's body, as its data attributes and its text. */
export const rowsOf = (page, table) => page.$$eval(`${table} tbody tr`, (rs) => rs.map((r) => ({ ...r.dataset, text: r.textContent })));

/** Clicks a sort header twice; gives back the table's rows after each click (ascending order, then descending). */
export async function sortTwice(page, header, table) {
  await page.click(header);
  const once = await rowsOf(page, table);
  await page.click(header);
  return [once, await rowsOf(page, table)];
}

/** Narrows the page to a phone's 390 px and fails if it then scrolls sideways. */
export async function fitsAPhone(page) {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.waitForTimeout(200);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${page.url()}: at 390 px the page is ${overflow} px wider than the screen`);
}

/**
 * How a page's check ends: with `phone`, the page must fit a phone (fitsAPhone); it must have reported no problem
 * (`what` names the page in the message where a test opens several); then it is closed.
 */
export async function closeClean(page, problems, { phone = false, what } = {}) {
  if (phone) await fitsAPhone(page);
  assert.deepEqual(problems, [], what);
  await page.close();
}

/**
 * The built site's page of a part its shown run may lack (`shown`: that part of the exported data): with it, the table
 * has one row per exported row; without it, the element `none` says so (`absent`). Then the first contender's page:
 * with the part, the element `present` is there, without it `missing` says so too (`absent`); or, where the contender's
 * line depends on more, `contenderSays(page, contender)` checks it. Neither page may report a problem. `phone`: the
 * part's page must also fit a phone.
 */
export async function builtSitePart(open, { path, shown, table, none, absent, phone = false, present, missing, contenderSays }) {
  const { page, problems } = await open('site', path);
  if (shown?.available) assert.equal((await rowsOf(page, table)).length, shown.rows.length);
  else assert.match(await page.textContent(none), absent);
  await closeClean(page, problems, { phone });
  const contender = SHOWN.contenders[0].id;
  const c = await open('site', `contenders/${contender}/`);
  if (contenderSays) await contenderSays(c.page, contender);
  else if (shown?.available) assert.ok(await c.page.$(present), `${contender}: ${present}`);
  else assert.match(await c.page.textContent(missing), absent);
  await closeClean(c.page, c.problems, { what: contender });
}

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

// What the exported run itself recorded, read from its raw files (make site copies them to
// static/downloads/<run id>/): the truth the pages' data is checked against, so that a test cannot
// pass because the export lost something the run has.
import { readFile, readdir } from 'node:fs/promises';

const list = (url) => readdir(url).catch((e) => (e.code === 'ENOENT' ? [] : Promise.reject(e)));

export async function rawRun(runId) {
  const dir = new URL(`../static/downloads/${runId}/`, import.meta.url);
  // sizes.json is in every run: without it the copy is missing, and the tests must not guess
  const sizes = JSON.parse(await readFile(new URL('sizes.json', dir), 'utf8')).sizes;
  const roundTripsOnOrder = [];
  for (const contender of await list(new URL('jmh/', dir))) {
    const files = await list(new URL(`jmh/${contender}/order/`, dir));
    if (files.some((f) => f.startsWith('roundTrip'))) roundTripsOnOrder.push(contender);
  }
  const openLoopFiles = [];
  for (const contender of await list(new URL('openloop/', dir))) {
    for (const dataset of await list(new URL(`openloop/${contender}/`, dir))) {
      for (const file of await list(new URL(`openloop/${contender}/${dataset}/`, dir))) {
        if (file.endsWith('.json')) openLoopFiles.push(`${contender}/${dataset}/${file}`);
      }
    }
  }
  const compressed = sizes.filter((s) => s.compressedBytes && Object.keys(s.compressedBytes).length > 0);
  return { roundTripsOnOrder, openLoopFiles, compressed };
}

#!/usr/bin/env python3
"""The pair's statistics from all settled forks and from the forks whose fixed warm-up was 1 s or more (run in this folder)."""
import json, os, statistics as st
print('Forks whose fixed warm-up was 1 s or more (settled), against all settled forks, per round-trip case of each run.\n')
res = {'all': [], 'long': []}; two = {'all': 0, 'long': 0}; n = {'all': 0, 'long': 0}; meds = {}
for run in ('first', 'second'):
    for root, _, files in os.walk(run + '/jmh'):
        if 'roundTrip.forks.json' not in files:
            continue
        ks = json.load(open(os.path.join(root, 'roundTrip.forks.json')))['forks']
        al = [k['score'] for k in ks if k['settled']]
        # warmupMillis counts the fixed warm-up plus the 50 ms iterations before the steady tail
        lo = [k['score'] for k in ks if k['settled'] and k['warmupMillis'] - 50 * (k['steadyFrom'] or 0) >= 1000]
        for name, s in (('all', al), ('long', lo)):
            if len(s) >= 3:
                res[name].append(st.pstdev(s) / st.median(s) * 100); n[name] += 1
                if max(s) / min(s) > 1.5:
                    two[name] += 1
        meds[(run,) + tuple(root.split(os.sep)[-2:])] = (st.median(al) if al else None, st.median(lo) if len(lo) >= 3 else None)
for name in ('all', 'long'):
    x = sorted(res[name])
    print(f'- {name} forks: {n[name]} case-runs with 3 or more forks; median fork CV {st.median(x):.1f} %, p90 {x[int(0.9 * len(x))]:.1f} %; '
          f'cases whose slowest fork is over 1.5x the fastest: {two[name]}')
q, qa = [], []
for (run, c, d), (a, l) in meds.items():
    if run == 'first' and ('second', c, d) in meds:
        a2, l2 = meds[('second', c, d)]
        if l and l2: q.append(l2 / l)
        if a and a2: qa.append(a2 / a)
def summ(x):
    x = sorted(x); p = lambda f: x[min(len(x) - 1, int(f * (len(x) - 1) + 0.5))]
    return f'{len(x)} cases: min {x[0]:.3f}, p5 {p(.05):.3f}, p25 {p(.25):.3f}, median {p(.5):.3f}, p75 {p(.75):.3f}, p95 {p(.95):.3f}, max {x[-1]:.3f}'
print(f'- second / first, medians of all settled forks: {summ(qa)}')
print(f'- second / first, medians of the 1-s forks only (3 or more a side): {summ(q)}')

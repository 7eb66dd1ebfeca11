#!/usr/bin/env python3
"""Per round-trip case: median score of forks warmed up < 1 s against those warmed up >= 1 s (settled forks only)."""
import json, os, sys, statistics as st
rows = []
for run in sys.argv[1:]:
    for root, _, files in os.walk(os.path.join(run, 'jmh')):
        if 'roundTrip.forks.json' not in files:
            continue
        c, d = root.split(os.sep)[-2:]
        j = json.load(open(os.path.join(root, 'roundTrip.forks.json')))
        short = [k['score'] for k in j['forks'] if k['settled'] and k['warmupMillis'] < 1000]
        long_ = [k['score'] for k in j['forks'] if k['settled'] and k['warmupMillis'] >= 1000]
        if short and long_:
            rows.append((st.median(short) / st.median(long_), os.path.basename(run.rstrip('/')), c, d, len(short), len(long_), st.median(short), st.median(long_)))
rows.sort(reverse=True)
print('| short / long warm-up | run | contender | data set | forks short, long | median short ns | median long ns |')
print('|---:|---|---|---|---|---:|---:|')
for r in rows:
    print(f'| {r[0]:.3f} | {r[1]} | {r[2]} | {r[3]} | {r[4]}, {r[5]} | {r[6]:.1f} | {r[7]:.1f} |')
q = sorted(r[0] for r in rows)
if q:
    print(f'\n{len(q)} case-runs with forks on both sides of 1 s: median short/long {st.median(q):.3f}; above 1.2: {sum(x > 1.2 for x in q)}; below 0.9: {sum(x < 0.9 for x in q)}')

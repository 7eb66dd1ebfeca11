#!/usr/bin/env python3
"""Per round-trip case of two runs: settled fork scores, medians, spread; flags cases whose forks sit on two levels."""
import json, os, sys, statistics as st
def cases(run):
    out = {}
    for root, _, files in os.walk(os.path.join(run, 'jmh')):
        for f in files:
            if f == 'roundTrip.forks.json':
                c, d = root.split(os.sep)[-2:]
                j = json.load(open(os.path.join(root, f)))
                s = [k['score'] for k in j['forks'] if k.get('settled')]
                out[(c, d)] = (s, len(j['forks']), j.get('unsettledForks', 0))
    return out
a, b = cases(sys.argv[1]), cases(sys.argv[2])
rows = []
for k in sorted(set(a) & set(b)):
    sa, sb = a[k][0], b[k][0]
    if not sa or not sb:
        rows.append((k, None)); continue
    ma, mb = st.median(sa), st.median(sb)
    cv = lambda s: st.pstdev(s) / st.median(s) * 100 if len(s) > 1 else 0
    two = lambda s: max(s) / min(s)
    rows.append((k, (ma, mb, mb / ma, cv(sa), cv(sb), two(sa), two(sb), len(sa), len(sb))))
print('| contender | data set | first ns (forks) | second ns (forks) | second/first | fork CV first, second | max/min first, second |')
print('|---|---|---:|---:|---:|---|---|')
for k, r in rows:
    if r is None:
        print(f'| {k[0]} | {k[1]} | no settled fork on one side | | | | |'); continue
    ma, mb, q, c1, c2, t1, t2, n1, n2 = r
    flag = ' **two levels**' if max(t1, t2) > 1.5 else ''
    print(f'| {k[0]} | {k[1]} | {ma:.1f} ({n1}) | {mb:.1f} ({n2}) | {q:.3f} | {c1:.1f} %, {c2:.1f} % | {t1:.2f}, {t2:.2f}{flag} |')
qs = sorted(r[2] for _, r in rows if r)
if qs:
    p = lambda x: qs[min(len(qs) - 1, int(x * (len(qs) - 1) + 0.5))]
    print(f'\nsecond / first over {len(qs)} cases: min {qs[0]:.3f}, p5 {p(.05):.3f}, p25 {p(.25):.3f}, median {p(.5):.3f}, p75 {p(.75):.3f}, p95 {p(.95):.3f}, max {qs[-1]:.3f}')
    cvs = sorted(r[3] for _, r in rows if r) + sorted(r[4] for _, r in rows if r)
    print(f'fork spread (CV) median over cases and runs: {st.median(cvs):.1f} %')

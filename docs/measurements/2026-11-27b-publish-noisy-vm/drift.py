#!/usr/bin/env python3
"""Per headline round-trip fork: score over its case's median, by 5-minute window of the run (host drift)."""
import json, glob, os, statistics as st, sys, datetime as dt
root = sys.argv[1]
def ts(s): return dt.datetime.fromisoformat(s.replace('Z', '+00:00'))
cases = {}
for meta in glob.glob(os.path.join(root, 'parts/forks/*/*/roundTrip/round-*.meta.json')):
    if '.stalled.' in meta: continue
    ds = meta.split('/')[-3]
    if ds not in ('order', 'orders', 'mediacontent'): continue
    m = json.load(open(meta))
    res = json.load(open(meta.replace('.meta.json', '.json')))[0]
    cases.setdefault(meta.split('/')[-4] + '/' + ds, []).append((ts(m['startedAt']), res['primaryMetric']['score']))
t0 = min(t for v in cases.values() for t, _ in v)
win = {}
for k, v in cases.items():
    med = st.median(s for _, s in v)
    for t, s in v:
        win.setdefault(int((t - t0).total_seconds() // 300), []).append(s / med)
for w in sorted(win):
    r = win[w]
    print(f"min {w*5:3d}-{w*5+5:3d}: forks {len(r):3d}  median ratio {st.median(r):.3f}  p10 {sorted(r)[len(r)//10]:.3f}  p90 {sorted(r)[len(r)*9//10]:.3f}")

#!/usr/bin/env python3
"""Issue 23's table from one or more runs: per data set the median of each case's settled fork scores (round trips)."""
import json, glob, os, sys, statistics as st
OURS = ['wire-bytes-fixed', 'wire-raw', 'wire-bytes-stopbit', 'wire-binary-named', 'wire-json', 'wire-yaml']
THEIRS = ['baseline-bytebuffer', 'sbe', 'sbe-noheader', 'fory', 'fory-compatible', 'protobuf', 'kryo', 'dsl-json-compiled',
          'chronicle-raw', 'chronicle-binary']
def medians(run):
    out = {}
    for f in glob.glob(os.path.join(run, 'jmh/*/*/roundTrip.forks.json')):
        c, d = f.split('/')[-3:-1]
        forks = json.load(open(f))['forks']
        s = [k['score'] for k in forks if k.get('settled', True)] or [k['score'] for k in forks]
        out[(c, d)] = st.median(s)
    return out
runs = [medians(r) for r in sys.argv[1:]]
for d in ['order', 'orders', 'mediacontent']:
    row = {}
    for c in OURS + THEIRS:
        v = [m[(c, d)] for m in runs if (c, d) in m]
        if v:
            row[c] = st.median(v)
    others = {c: v for (c, dd), v in runs[0].items() if dd == d and c not in OURS and c != 'baseline-bytebuffer'}
    fastest_other = min(others, key=others.get)
    best_ours = min((c for c in OURS if c in row), key=row.get)
    print(f'\n## {d}: fastest other {fastest_other} {others[fastest_other]:.1f}; our fastest {best_ours} {row[best_ours]:.1f} '
          f'({row[best_ours] / others[fastest_other]:.2f}x it, {row[best_ours] / row["baseline-bytebuffer"]:.2f}x the floor)')
    print(' | '.join(f'{c} {row[c]:.1f}' for c in OURS + THEIRS if c in row))
    r = lambda a, b: f'{row[a] / row[b]:.2f}' if a in row and b in row else '-'
    print(f'wire-raw/sbe {r("wire-raw", "sbe")}; wire-binary-named/protobuf {r("wire-binary-named", "protobuf")}; '
          f'wire-binary-named/sbe {r("wire-binary-named", "sbe")}; stopbit/fixed {r("wire-bytes-stopbit", "wire-bytes-fixed")}; '
          f'wire-json/dsl-json-compiled {r("wire-json", "dsl-json-compiled")}; wire-yaml/dsl-json-compiled {r("wire-yaml", "dsl-json-compiled")}')

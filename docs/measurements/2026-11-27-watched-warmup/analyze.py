#!/usr/bin/env python3
"""After the quiet window: fork overhead with the class archive, watched warm-up cost, plateaus, standings."""
import json, glob, os, statistics as st, sys, csv, datetime as dt

def ts(s): return dt.datetime.fromisoformat(s.replace('Z', '+00:00'))

def overhead(parts):
    """Per fork: wall time of the fork minus its blind warm-up, watched and measured time, by classArchive."""
    by = {}
    for meta in glob.glob(os.path.join(parts, 'forks/*/*/*/round-*.meta.json')):
        if '.stalled.' in meta: continue
        m = json.load(open(meta))
        res = json.load(open(meta.replace('.meta.json', '.json')))[0]
        n = len(res['primaryMetric']['rawData'][0])
        busy = (m.get('warmupMillis', 0) + n * m.get('iterationMillis', 0)) / 1000
        wall = (ts(m['finishedAt']) - ts(m['startedAt'])).total_seconds()
        by.setdefault(m.get('classArchive', 'none(before)'), []).append(wall - busy)
    return {k: (len(v), st.median(v), st.mean(v)) for k, v in by.items()}

def cds_ab(path):
    rows = list(csv.DictReader(open(path)))
    out = {}
    for c in sorted({r['contender'] for r in rows}):
        pl = [float(r['seconds']) for r in rows if r['contender'] == c and r['arm'] == 'plain']
        ar = [float(r['seconds']) for r in rows if r['contender'] == c and r['arm'] == 'archive']
        sp = [float(r['score_ns']) for r in rows if r['contender'] == c and r['arm'] == 'plain']
        sa = [float(r['score_ns']) for r in rows if r['contender'] == c and r['arm'] == 'archive']
        wr = [float(r['seconds']) for r in rows if r['contender'] == c and r['arm'] == 'writes']
        mn = [float(r['seconds']) for r in rows if r['contender'] == c and r['arm'] == 'measures-nothing']
        out[c] = dict(plain_s=st.median(pl), archive_s=st.median(ar), saved_s=st.median(pl) - st.median(ar),
                      score_plain=st.median(sp), score_archive=st.median(sa), score_ratio=st.median(sa) / st.median(sp),
                      write_s=wr[0] if wr else None, nothing_s=mn[0] if mn else None)
    return out

if __name__ == '__main__':
    q = '/work/notes/s9/quiet'
    if os.path.exists(f'{q}/cds-ab.csv'):
        for c, v in cds_ab(f'{q}/cds-ab.csv').items():
            print('cds-ab', c, {k: (round(x, 3) if isinstance(x, float) else x) for k, x in v.items()})
    for run in sys.argv[1:]:
        parts = os.path.join(run, 'parts') if os.path.isdir(os.path.join(run, 'parts')) else run
        print(run, {k: tuple(round(x, 3) if isinstance(x, float) else x for x in v) for k, v in overhead(parts).items()})

# Offline check: does dividing each fork by the level of the forks around it in time (other cases) narrow a case's
# fork spread? python3 neighbours.py results/<run>
import json, glob, statistics as st, sys, datetime, bisect, math
run = sys.argv[1]
cases = {}
for f in glob.glob(run + '/jmh/*/*/roundTrip.forks.json'):
    d = json.load(open(f))
    forks = [x for x in d['forks'] if x.get('mode') == 'avgt']
    if len(forks) >= 3:
        p = f.split('/')
        cases[(p[-3], p[-2])] = forks
def t(s):
    s = s.rstrip('Z')
    if '.' in s:
        a, b = s.split('.'); s = a + '.' + b[:6]
    return datetime.datetime.fromisoformat(s).timestamp()
sens = []
for k, fs in cases.items():
    med = st.median([x['score'] for x in fs])
    sens += [(t(x['startedAt']), x['score'] / med, k) for x in fs]
sens.sort(); times = [s[0] for s in sens]
def near(when, k, n):
    i = bisect.bisect_left(times, when)
    c = sorted((abs(sens[j][0] - when), sens[j][1]) for j in range(max(0, i - n - 2), min(len(sens), i + n + 3)) if sens[j][2] != k)
    return st.median([x[1] for x in c[:n]])
for n in [2, 4, 8]:
    res = {}
    for k, fs in cases.items():
        sc = [x['score'] for x in fs]
        c = [x['score'] / near(t(x['startedAt']), k, n) for x in fs]
        res.setdefault(k[1], []).append((st.pstdev(sc) / st.median(sc), st.pstdev(c) / st.median(c)))
    for ds, v in sorted(res.items()):
        print(f'{n} neighbours, {ds}: spread {st.median([x[0] for x in v]):.3f}, divided by the neighbours {st.median([x[1] for x in v]):.3f}')

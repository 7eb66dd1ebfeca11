# The parity rows every contender page shows, from the site data `make site` wrote (site/data/contenders.json):
# python3 parity-table.py site/data/contenders.json > parity.md
import json, sys
d = json.load(open(sys.argv[1]))
rows = []
for c in d['contenders']:
    p = c.get('parity') or {}
    for r in p.get('rows', []):
        rows.append((r['ratio'], c['id'], r['dataset'], r.get('ratioLow'), r.get('ratioHigh'), r.get('coverage'), r.get('rounds'),
                     r['harnessNs'], r['directNs'], p['run']))
rows.sort(reverse=True)
print('| harness / direct | interval (coverage) | contender | data set | rounds | harness ns | direct ns | run |')
print('|---:|---|---|---|---:|---:|---:|---|')
for x in rows:
    cov = '' if x[5] is None else f' ({100 * x[5]:.0f} %)'
    print(f'| {x[0]:.3f} | {x[3]}-{x[4]}{cov} | `{x[1]}` | `{x[2]}` | {x[6]} | {x[7]} | {x[8]} | `{x[9]}` |')
print()
print(f'{len(rows)} rows; above 1.10: {sum(1 for x in rows if x[0] > 1.10)}; below 0.95: {sum(1 for x in rows if x[0] < 0.95)}')

# Per fork: warm-up ms, score ns, settled; for the cases where a longer warm-up found a faster level.
# python3 docs/measurements/2026-11-26i-noise-sources/plateaus.py results/<run> contender... > out.txt
import json, sys
run, contenders = sys.argv[1], sys.argv[2:]
for c in contenders:
    for ds in ['order', 'orders', 'mediacontent']:
        for op in ['roundTrip', 'directRoundTrip']:
            try:
                forks = json.load(open(f'{run}/jmh/{c}/{ds}/{op}.forks.json'))['forks']
            except FileNotFoundError:
                continue
            print(c, ds, op, ' '.join(f"{f['warmupMillis']}ms:{round(f['score'])}{'' if f['settled'] else '(unsettled)'}" for f in forks))

# Per fork: warm-up ms, score ns, JIT compile ms during the steady iterations (host.compileMillis), U = unsettled.
# python3 compile-time.py results/<run> contender...
import json, sys
run, contenders = sys.argv[1], sys.argv[2:]
for c in contenders:
    for ds in ['order', 'orders']:
        for op in ['roundTrip', 'directRoundTrip']:
            try:
                forks = json.load(open(f'{run}/jmh/{c}/{ds}/{op}.forks.json'))['forks']
            except FileNotFoundError:
                continue
            print(c, ds, op, ' '.join(f"{f['warmupMillis']}ms:{round(f['score'])}ns:c{f['host'].get('compileMillis')}{'' if f['settled'] else 'U'}"
                                        for f in forks))

#!/usr/bin/env python3
"""Within-run ratios of issue 23's done-when from one scripts/ab-jars folder: for each side (a = before, b = after),
the mean over that side's forks of each case, then each ratio of means. Usage: standings.py FOLDER"""
import glob, json, os, statistics, sys

folder = sys.argv[1]
OURS = ["wire-bytes-fixed", "wire-bytes-stopbit", "wire-raw", "wire-binary-named", "wire-json", "wire-yaml"]
FLOOR = "baseline-bytebuffer"
RATIOS = [("wire-raw", "sbe"), ("wire-binary-named", "protobuf"), ("wire-binary-named", "sbe"),
          ("wire-bytes-stopbit", "wire-bytes-fixed"), ("wire-json", "dsl-json-compiled"), ("wire-yaml", "dsl-json-compiled")]
for side in "ab":
    scores = {}
    for path in glob.glob(os.path.join(folder, side + "-*.json")):
        for b in json.load(open(path)):
            key = (b["params"]["contender"], b["params"]["dataset"])
            scores.setdefault(key, []).append(b["primaryMetric"]["score"])
    mean = {k: statistics.mean(v) for k, v in scores.items()}
    print(f"## side {side}")
    for ds in sorted({d for _, d in mean}):
        here = {c: m for (c, d), m in mean.items() if d == ds}
        ours = min((c for c in here if c in OURS), key=here.get)
        other = min((c for c in here if c not in OURS and c != FLOOR), key=here.get)
        line = f"{ds}: our fastest {ours} {here[ours]:.1f} = {here[ours] / here[other]:.2f}x {other} ({here[other]:.1f})"
        if FLOOR in here:
            line += f", {here[ours] / here[FLOOR]:.2f}x the floor ({here[FLOOR]:.1f})"
        ratios = [f"{a}/{b} {here[a] / here[b]:.2f}" for a, b in RATIOS if a in here and b in here]
        print(line + "; " + "; ".join(ratios))

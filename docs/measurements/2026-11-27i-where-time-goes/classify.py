"""Self time of each profile (profile.sh's OUT_DIR/<form>-<data set>.txt) put into what it is spent on, by frame name.

usage: python3 classify.py OUT_DIR  -> a Markdown table a row per form and data set, and the frames left unclassified.
The rules are the first match, in order, on the frame (the leaf, inlined frames included). Approximate by design:
an itimer sample lands on an instruction near the one that costs, and a name says what a method is for, not what
every instruction in it does.
"""
import os
import re
import sys
from collections import defaultdict

RULES = [
    # bounds: every check that an index, a length or a capacity is in range (a VarHandle's index() is its check)
    ("bounds", r"ensureRemaining|BytesIn\.require|Buffer\.check$|BoundsChecks|Preconditions|ArrayHandle\.index|\.capacity$|canTake|checkIndex|\.validate\w*|\.remaining$|BytesIn\.limit$"),
    # keys: finding, matching and writing field names and numbers, and enum names
    ("keys", r"BinaryKeys|WireKey|PrefixedNames|EnumValues|writeName|Wire(In|Out)\.(read|write)$|asEnum|[Kk]ey\w*$|[Ff]ieldName"),
    # numbers: stop-bit packing, numbers as text both ways, the readers' and writers' numeric values
    ("numbers", r"StopBit|ShortestDecimal|EiselLemire|TextNumbers|CoreScalars|Long\.reverse|java\.lang\.(Double|Float|Long|Integer|Math)\.|\.(int8|int16|int32|int64|float32|float64|bool)$|Packing|[Dd]igits"),
    # text: UTF-8 and 8-bit text, String construction, copies of its bytes
    ("text", r"Utf8|StringBytes|Latin1|java\.lang\.String|Ascii|PlainScalars|QuotedScalars|ScalarLines|copyOfRange|arraycopy|\.text$|compactWide|[Ee]scape|8bit"),
    # memory: the loads and stores themselves
    ("loads+stores", r"Buffer\.(get|put)|Unsafe|VarHandle|writeLowBytes|writeTwoWords|(read|write)(Byte|Boolean|Long|Int|Double|Float|Short)$|codeAt|valueAt"),
    # framing: documents, nesting, the cursor, the rest of each reader and writer
    ("framing", r"[Dd]ocument|\.(reset|position|skip|advance)$|object|sequence|container|[Nn]ested|Yaml\w*\.|Json\w*\.|Binary\w*\.|Raw\w*\.|BytesIn|BytesOut"),
    # the benchmark loop, the rotation, the beans and the adapter's mapping code
    ("mapping+harness", r"jmh|CodecBenchmark|Rotation|core\.model|adapters\.wire|Codec|java\.util\.(ArrayList|List|Arrays\.copyOf$)|Enum\.ordinal"),
]
COMPILED = [(name, re.compile(rx)) for name, rx in RULES]
ROW = re.compile(r"^\s*(\d+)\s+([\d.]+)%\s+(\d+)\s+(.+)$")


def classify(frame):
    for name, rx in COMPILED:
        if rx.search(frame):
            return name
    return "runtime+other"


def main(folder):
    names = [n for n, _ in RULES] + ["runtime+other"]
    print("| form / data set | samples | " + " | ".join(names) + " |")
    print("|---|---:|" + "---:|" * len(names))
    leftovers = defaultdict(float)
    for file in sorted(f for f in os.listdir(folder) if f.endswith(".txt")):
        shares = defaultdict(float)
        total = 0
        with open(os.path.join(folder, file)) as text:
            for line in text:
                match = ROW.match(line)
                if not match:
                    continue
                percent, samples, frame = float(match.group(2)), int(match.group(3)), match.group(4).strip()
                total += samples
                kind = classify(frame)
                shares[kind] += percent
                if kind == "runtime+other":
                    leftovers[frame] += percent
        label = file[:-4]
        print(f"| {label} | {total} | " + " | ".join(f"{shares[n]:.0f} %" for n in names) + " |")
    print()
    print("Unclassified frames, summed over the profiles (percent points):")
    for frame, share in sorted(leftovers.items(), key=lambda kv: -kv[1])[:15]:
        print(f"- {frame}: {share:.1f}")


if __name__ == "__main__":
    main(sys.argv[1])

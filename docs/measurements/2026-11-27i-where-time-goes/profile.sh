#!/usr/bin/env bash
# One JMH fork per form and data set with async-profiler (itimer: this VM has no hardware counters), flat self time.
# usage: profile.sh OUT_DIR BENCH_DIR APL_LIB   (BENCH_DIR holds wirebench-bench.jar and lib/; APL_LIB: libasyncProfiler.so)
set -euo pipefail
out=$1 bench=$2 lib=$3
flags="--add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED"
mkdir -p "$out"
for c in wire-bytes-fixed wire-bytes-stopbit wire-raw wire-binary-named wire-json wire-yaml; do
  for d in order orders mediacontent; do
    java -Djmh.ignoreLock=true -cp "$bench/wirebench-bench.jar:$bench/lib/*" org.openjdk.jmh.Main 'CodecBenchmark.roundTrip$' \
      -p contender=$c -p dataset=$d -bm avgt -tu ns -f 1 -wi 5 -w 1s -i 6 -r 2s -jvmArgsAppend "$flags" \
      -prof "async:libPath=$lib;event=itimer;output=text;flat=400;traces=0;dir=$out/$c-$d" >"$out/$c-$d.log" 2>&1 \
      || echo "failed: $c $d" >&2
    cp "$(find "$out/$c-$d" -name 'summary-itimer.txt' | head -1)" "$out/$c-$d.txt"
  done
done

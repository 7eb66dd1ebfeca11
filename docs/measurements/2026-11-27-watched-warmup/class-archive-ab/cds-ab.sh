#!/usr/bin/env bash
# Fork start and score with and without the contender's class archive, interleaved: wall time of a JMH run of one
# fork, and its score; the JMH host JVM's own start and the measuring time are in both arms alike. Run twice:
#   cds-ab.sh cds-ab.csv "-wi 1 -w 1s -i 8 -r 50ms" 6        (a round trip as publish measures it)
#   cds-ab.sh cds-steady.csv "-wi 3 -w 1s -i 10 -r 100ms" 8  (steady state)
set -u
cd "$(git rev-parse --show-toplevel)"  # run at 8146f758 (the class archive still in the tree), with harness/bench built
CP='harness/bench/target/wirebench-bench.jar:harness/bench/target/lib/*'
OUT=$1
TIMING=$2
PAIRS=$3
DIR=/tmp/s9-cds; rm -rf $DIR; mkdir -p $DIR
BASE="-Xms1g -Xmx1g -XX:+UseG1GC"
one() { # contender, extra jvm args
  local t0=$(date +%s.%N)
  java -cp "$CP" org.openjdk.jmh.Main 'io.wirebench.bench.CodecBenchmark.roundTrip$' -p contender=$1 -p dataset=order \
    -f 1 $TIMING -bm avgt -tu ns -rf json -rff $DIR/r.json -jvmArgs "$BASE $2" > $DIR/last.log 2>&1 || echo "FAILED $1 $2" >&2
  local t1=$(date +%s.%N)
  echo "$(echo "$t1 - $t0" | bc),$(python3 -c "import json;print(json.load(open('$DIR/r.json'))[0]['primaryMetric']['score'])")"
}
echo "contender,pair,arm,seconds,score_ns" > $OUT
for c in jackson-databind protobuf wire-raw kryo avro; do
  t0=$(date +%s.%N)
  java -cp "$CP" org.openjdk.jmh.Main 'io.wirebench.bench.CodecBenchmark.roundTrip$' -p contender=$c -p dataset=order \
    -f 1 -wi 0 -i 1 -r 10ms -bm avgt -jvmArgs "$BASE -XX:ArchiveClassesAtExit=$DIR/$c.jsa -Xlog:cds=error" > /dev/null 2>&1
  echo "$c,0,writes,$(echo "$(date +%s.%N) - $t0" | bc)," >> $OUT
  t0=$(date +%s.%N)
  java -cp "$CP" org.openjdk.jmh.Main 'io.wirebench.bench.CodecBenchmark.roundTrip$' -p contender=$c -p dataset=order \
    -f 1 -wi 0 -i 1 -r 10ms -bm avgt -jvmArgs "$BASE" > /dev/null 2>&1
  echo "$c,0,measures-nothing,$(echo "$(date +%s.%N) - $t0" | bc)," >> $OUT
  ls -la $DIR/$c.jsa >&2
  for p in $(seq 1 $PAIRS); do
    if (( p % 2 )); then
      echo "$c,$p,plain,$(one $c '')" >> $OUT; echo "$c,$p,archive,$(one $c "-XX:SharedArchiveFile=$DIR/$c.jsa")" >> $OUT
    else
      echo "$c,$p,archive,$(one $c "-XX:SharedArchiveFile=$DIR/$c.jsa")" >> $OUT; echo "$c,$p,plain,$(one $c '')" >> $OUT
    fi
  done
done
rm -rf $DIR

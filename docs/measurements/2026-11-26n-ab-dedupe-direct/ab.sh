#!/bin/bash
# A/B of main before (abA) and after (abB) merging dcopy and adapt: the direct-use round trips dcopy changed,
# and the harness round trips adapt changed. 3 interleaved rounds each.
cd "$(dirname "$0")/../../.."   # the repository root
OUT=docs/measurements/2026-11-26n-ab-dedupe-direct
FLAGS="$(make -s list 2>/dev/null | sed -n '/^  chronicle-binary,/{n;p}' | sed 's/^ *//') -Dorg.boon.faststringutils.disable=true"
mkdir -p $OUT
for pair in SnakeYamlDirectUse:snakeyaml GsonDirectUse:gson-typeadapter KryoDirectUse:kryo ForyDirectUse:fory \
            JacksonDatabindDirectUse:jackson-databind BsonDirectUse:bson MsgpackDirectUse:msgpack-core \
            SbeDirectUse:sbe ChronicleDirectUse:chronicle-binary JdkDirectUse:jdk-serializable BoonDirectUse:boon; do
  cls=${pair%%:*} c=${pair#*:}
  scripts/ab-jars $OUT/direct-$c 3 "$cls.directRoundTrip\$" $c orders /tmp/abA /tmp/abB "$FLAGS"
done
scripts/ab-jars $OUT/roundtrip 3 'CodecBenchmark.roundTrip$' \
  jdk-externalizable,protobuf,baseline-bytebuffer,wire-bytes-fixed,capnproto,flatbuffers orders,mediacontent,readuse /tmp/abA /tmp/abB "$FLAGS"
echo done > $OUT/finished

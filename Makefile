# wirebench front door. `make help` lists the targets.
# Every target that needs a tool goes through `bootstrap`, which installs what is missing: the build and site tools
# through the stamp below; actionlint (lint-workflows) and Chromium (site-test) only for the targets that use them.

SHELL        := /bin/bash
.SHELLFLAGS  := -euo pipefail -c
# One module at a time: with -T 1C a fresh-clone CI run failed to compile adapters/sbe (its generated SBE classes
# were not there yet), and on two cores the parallel build gained nothing measurable.
MVN          := mvn -B -q
JAVA         ?= java
BENCH_CP     := harness/bench/target/wirebench-bench.jar:harness/bench/target/lib/*
REPORT_CP    := harness/report/target/wirebench-report.jar:harness/report/target/lib/*
RESULTS      ?= results
SITE_DATA    := site/data/wirebench.json
BOOTSTRAPPED := .tools/bootstrap.stamp

# Selection for `make bench` / `make quick`: comma-separated ids, empty means all.
# DATA=file.json|.yaml measures your own data on the schema-less contenders.
CONTENDERS   ?=
DATASETS     ?=
MODELS       ?=
SIZES        ?=
OPS          ?=
DATA         ?=
SELECT        = $(if $(CONTENDERS),--contender $(CONTENDERS)) $(if $(DATASETS),--dataset $(DATASETS)) \
                $(if $(MODELS),--model '$(MODELS)') $(if $(SIZES),--size $(SIZES)) $(if $(OPS),--op $(OPS)) \
                $(if $(DATA),--data '$(abspath $(DATA))')

# How it is measured (empty means the profile's own setting):
# FORKS=N LATENCY_FORKS=N (forks of the headline round trips only) COLDSTART_FORKS=N (forks per cold-start case: publish, full) WARMUP=N (warm-up iterations) ITERATIONS=N TIME=500ms (per iteration) MODES=avgt,sample,thrpt
# RATES=10000,100000|none (open-loop msg/s) OPENLOOP_TIME=10s (measured per open-loop JVM)
# SEED=n (the order of the forks in each round of publish/full; default derived from the run id) ROUNDS=false (publish/full case after case, not in rounds)
# LANES=n (publish/full: n forks at once, each lane pinned to 2 CPUs or more of its own; open-loop cases still run alone)
# BUDGET=80m (publish/full: rounds after the 3rd start only while the measured rounds say the next ends within it; none: every round; make publish: PUBLISH_BUDGET)
# CASE_TIMEOUT=10m (a contender JVM with no finished case for this long is stopped; default 3x the slowest case's estimate, at least 5m)
# Where: CPUS=2-5 (taskset pinning) JDK=/path/to/jdk SHARD=i/N RUN_ID=name RESUME=<run-id> ALLOW_MIXED=1
FORKS        ?=
LATENCY_FORKS ?=
COLDSTART_FORKS ?=
WARMUP       ?=
ITERATIONS   ?=
TIME         ?=
MODES        ?=
RATES        ?=
OPENLOOP_TIME ?=
CASE_TIMEOUT ?=
SEED         ?=
ROUNDS       ?=
LANES        ?=
BUDGET       ?=
# make publish's budget for its rounds, so that build, rounds and site stay within 90 minutes on a slow 2-core VM
PUBLISH_BUDGET ?= 80m
CPUS         ?=
JDK          ?=
SHARD        ?=
RUN_ID       ?=
RESUME       ?=
ALLOW_MIXED  ?=
MEASURE       = $(if $(FORKS),--forks $(FORKS)) $(if $(LATENCY_FORKS),--latency-forks $(LATENCY_FORKS)) $(if $(COLDSTART_FORKS),--coldstart-forks $(COLDSTART_FORKS)) $(if $(WARMUP),--warmup $(WARMUP)) $(if $(ITERATIONS),--iterations $(ITERATIONS)) \
                $(if $(TIME),--time $(TIME)) $(if $(MODES),--modes $(MODES)) $(if $(RATES),--rates $(RATES)) \
                $(if $(OPENLOOP_TIME),--openloop-time $(OPENLOOP_TIME)) $(if $(CASE_TIMEOUT),--case-timeout $(CASE_TIMEOUT)) $(if $(SEED),--seed $(SEED)) $(if $(ROUNDS),--rounds $(ROUNDS)) $(if $(LANES),--lanes $(LANES)) $(if $(BUDGET),--budget $(BUDGET)) $(if $(CPUS),--cpus $(CPUS)) \
                $(if $(JDK),--jdk '$(JDK)') $(if $(SHARD),--shard $(SHARD)) $(if $(RUN_ID),--run-id '$(RUN_ID)')
RUN_ARGS      = $(if $(RESUME),--resume '$(RESUME)' $(if $(ALLOW_MIXED),--allow-mixed),$(SELECT) $(MEASURE))
# Shard folders to merge (make merge): results/<MERGE_RUN>-shard<i>of<N>.
MERGE_RUN    ?=
# make shard-matrix: the shard list and a shared run id for a CI fan-out (GitHub Actions output syntax).
SHARDS       ?=
RUN_TAG      ?=
# Fuzzing (Jazzer): each target runs FUZZ_TIME in a JVM of its own; make test gives each FUZZ_SHORT.
FUZZ_TIME    ?= 30s
FUZZ_SHORT   ?= 2s
FUZZ_MODULES := wire,adapters/wire
# make site RUN=<run id>: export that run rather than the newest.
# REPO_URL=https://github.com/<owner>/wirebench/tree/main: where the contender pages link each adapter's source.
RUN          ?=
REPO_URL     ?=
# make compare BASE=<run> NEW=<run>: run folders (or ids under $(RESULTS)); OUT=prefix writes OUT.md and OUT.json;
# CONTROL=<run>: the base code measured again after NEW, so a drifting machine is not taken for a regression.
BASE         ?=
NEW          ?=
CONTROL      ?=
OUT          ?=

.PHONY: jdk-check extras calibration precision report-jar help bootstrap tools-in-background build test unit-test fuzz site-test lint-workflows quick publish bench bench-shard merge shard-matrix plan site serve list readme new-adapter new-adapter-test compare history clean

help:
	@echo "make quick   measure every contender on the headline data sets (quick profile), build the site"
	@echo "make test    unit and conformance tests, then build the site and test it in a browser"
	@echo "make publish the publish profile (forked, ~90 min on 2 cores): the run the site shows"
	@echo "make extras  a focused run: the direct-use pairs and cold start (publish's settings) the site adds to the newest whole run"
	@echo "make compare BASE=<run> NEW=<run> [CONTROL=<run>]   regressions between two runs: Markdown + JSON, exit 1 on a regression"
	@echo "make history change points per case across the runs in $(RESULTS)/ (E-Divisive means)"
	@echo "make calibration BASE=<run> NEW=<run>   two runs of unchanged code: agreement of their intervals, run-wide shift, the test's ceiling"
	@echo "make precision RUN=<run>   interval half-widths per data set and operation, unsettled cases, where the floor is beaten"
	@echo "make fuzz    fuzz every wire reader and dump for FUZZ_TIME (30s) each; make test does FUZZ_SHORT (2s) each"
	@echo "make bench   the full profile (10 forks): for dedicated hardware; make plan PROFILE=full shows its cost"
	@echo "make bench-shard SHARD=i/N RUN_ID=x   one shard of the full profile, without the site (CI fan-out)"
	@echo "make merge MERGE_RUN=x   merge the shard folders results/x-shard*of* into results/x"
	@echo "make site    export the newest whole run in $(RESULTS)/ (and what focused runs after it add) and build the site into site/public"
	@echo "make serve   build the site and serve it on http://localhost:1313"
	@echo "make list    contenders and data sets"
	@echo "make jdk-check JDK=/usr/lib/jvm/temurin-25-jdk-amd64   every contender (or CONTENDERS=) proved on this JDK and that one: ok, fails or crashes, its warnings classified, flags that silence them (not a timing)"
	@echo "make readme  rewrite README.md's contender table from the descriptors, and adapters/README.md's fairness table from the module READMEs (make test fails while either is stale)"
	@echo "make new-adapter NAME=foo   scaffold adapters/foo/ (a contender of your library) and register it: see CONTRIBUTING.md"
	@echo "selection:   CONTENDERS=a,b DATASETS=x,y MODELS=order,rion.long10 SIZES=10,100"
	@echo "             OPS=encode,decode,roundTrip,decodeAndUse,access,coldStart  DATA=your-file.json|.yaml"
	@echo "measuring:   FORKS=N WARMUP=N ITERATIONS=N TIME=500ms MODES=avgt,sample,thrpt RATES=10000,100000|none OPENLOOP_TIME=10s"
	@echo "where:       LANES=2 CPUS=2-5 JDK=/usr/lib/jvm/temurin-25-jdk-amd64 SHARD=i/N RUN_ID=name RESUME=<run-id> ALLOW_MIXED=1"

bootstrap: $(BOOTSTRAPPED)
$(BOOTSTRAPPED): scripts/bootstrap site/package-lock.json
	scripts/bootstrap build site
	@mkdir -p $(@D) && touch $@

# The benchmark targets run main classes only: the test sources are not compiled (make test's verify compiles them).
build: bootstrap
	$(MVN) package -Dmaven.test.skip=true

unit-test: bootstrap
	$(MVN) verify
	$(MAKE) --no-print-directory fuzz FUZZ_TIME=$(FUZZ_SHORT) FUZZ_BUILT=1

# Coverage-guided fuzzing of every wire reader and dump, seeded from src/test/resources/**/*Inputs.
# A finding fails the build and is saved beside the seed inputs as crash-<sha1> (a regression test from then on).
# Each target is one JVM, mostly Jazzer starting and instrumenting on one core, so the targets run in two halves
# side by side (fuzz.skipHalf1/2 in the poms): half 1 in wire alone, half 2 in the rest of wire and adapters/wire.
# The halves share no output (a report folder per target, an executions file per module, a surefire temporary folder
# per half: surefire deletes its own when an execution ends, booter jars of the other half included), and they only read the
# modules' classes and jars: those are built first, unless FUZZ_BUILT=1 says the tree was just built (make unit-test).
FUZZ_MVN      = $(MVN) -Pfuzz -DskipTests -Dfuzz.duration=$(FUZZ_TIME)
FUZZ_FILTER  := grep -E '^Done [0-9]+ runs|FuzzTestFinding|ERROR' || true
FUZZ_BUILT   ?=
fuzz: bootstrap
	rm -f wire/target/fuzz-executions.txt adapters/wire/target/fuzz-executions.txt
	$(if $(FUZZ_BUILT),,$(MVN) -DskipTests -pl $(FUZZ_MODULES) -am package)
	# one half after the other: run side by side, the second half's reactor build of wire rewrote test classes
	# while the first half's surefire scanned them ("No tests matching WireFuzzTest#binaryTree were executed")
	$(FUZZ_MVN) -Dfuzz.skipHalf2=true -DtempDir=surefire-fuzz1 -pl wire verify 2>&1 | { $(FUZZ_FILTER); }
	$(FUZZ_MVN) -Dfuzz.skipHalf1=true -DtempDir=surefire-fuzz2 -pl $(FUZZ_MODULES) -am verify 2>&1 | { $(FUZZ_FILTER); }
	@cat wire/target/fuzz-executions.txt adapters/wire/target/fuzz-executions.txt

# actionlint's and Chromium's installs (network and disk) start first and run while Maven builds; lint-workflows
# and site-test wait for them.
test: tools-in-background unit-test new-adapter-test lint-workflows site site-test

tools-in-background: bootstrap
	scripts/bootstrap --background lint browser

# make new-adapter, tested: scaffold into a temporary copy of the tree, build, and see the conformance kit
# fail the untouched scaffold and pass a written one (scripts/test-new-adapter).
new-adapter-test: bootstrap
	MVN='$(MVN)' scripts/test-new-adapter

# actionlint (from PyPI, installed by bootstrap) checks every GitHub Actions workflow.
lint-workflows: bootstrap
	scripts/bootstrap --wait lint
	.tools/venv/bin/actionlint -config-file .github/actionlint.yaml .github/workflows/*.yml

# The browser tests need the built site and, for the compare page, the two fixture runs exported beside it.
# Two test files at a time (node's default is one fewer than the CPUs: one, here): the long crawl overlaps the rest.
site-test: bootstrap report-jar
	scripts/bootstrap --wait browser
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main pages --results site/tests/fixtures/results --out site/tests/out/fixture
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main export --results site/tests/fixtures/rounds --run 2026c-rounds --out site/tests/out/fixture/rounds.json
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main export --results site/tests/fixtures/pages --run 2026d-pages \
	  --out site/tests/out/fixture/data/wirebench.json
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main pages --results site/tests/fixtures/pages \
	  --out site/tests/out/fixture/data --downloads site/tests/out/fixture/downloads
	cd site && ../scripts/hugo --quiet --config hugo.toml,tests/fixture-hugo.toml --cleanDestinationDir -d tests/out/fixture-site
	cd site && node --test --test-concurrency=2 tests/

# make quick is for trying things out, within 10 minutes from a fresh clone however many contenders there
# are: unless OPS= or RATES= say otherwise, round trips (and the token update-stream and compressor cases),
# no encode, decode or open loop. The quick profile itself (make plan, Main run --profile quick) keeps them.
QUICK_DEFAULTS = $(if $(OPS)$(RESUME),,--op roundTrip,streamRoundTrip,compress,decompress) $(if $(RATES)$(RESUME),,--rates none)
quick: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main run --profile quick --results $(RESULTS) $(RUN_ARGS) $(QUICK_DEFAULTS)
	$(MAKE) --no-print-directory site
	@echo "open site/public/index.html, or run: make serve"

publish: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main run --profile publish --results $(RESULTS) $(RUN_ARGS) $(if $(RESUME)$(BUDGET),,--budget $(PUBLISH_BUDGET))
	$(if $(SHARD),@echo "shard done: merge the shards with make merge MERGE_RUN=<run id without -shardIofN>",$(MAKE) --no-print-directory site)

# A focused run: only the figures the published run lacks (the direct-use pairs beside their round trips on the
# parity data sets, and cold start on order, which publish plans only when asked), measured as publish measures them. The site keeps showing the newest whole run and takes these
# sections from the focused run, naming it (harness/report FocusedRuns). CONTENDERS= narrows it as usual.
EXTRAS_OPS   ?= roundTrip,directRoundTrip,coldStart
extras: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main run --profile publish --results $(RESULTS) --op $(EXTRAS_OPS) --dataset order,orders \
	  --rates none $(if $(CONTENDERS),--contender $(CONTENDERS)) $(MEASURE)
	$(MAKE) --no-print-directory site

bench: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main run --profile $(or $(PROFILE),full) --results $(RESULTS) $(RUN_ARGS)
	$(if $(SHARD),@echo "shard done: merge the shards with make merge MERGE_RUN=<run id without -shardIofN>",$(MAKE) --no-print-directory site)

# make jdk-check JDK=<home>: each contender's proving JVM (its own flags) on this JDK and on JDK=, the conformance check on every
# data set it supports; outcome and warnings per JDK into $(RESULTS)/<time>-jdk-compat/jdk-compat.json (harness/bench JdkCheck).
# Not a timing. The site's JDK page shows the newest such folder; it is never a run the site could show as its headline.
jdk-check: build
	@[ -n "$(JDK)" ] || { echo "make jdk-check needs JDK=<home>, e.g. JDK=/usr/lib/jvm/temurin-25-jdk-amd64"; exit 2; }
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main jdk-check --jdk '$(JDK)' --results $(RESULTS) $(if $(CONTENDERS),--contender $(CONTENDERS))

bench-shard: build
	@[ -n "$(SHARD)" ] || { echo "make bench-shard needs SHARD=i/N"; exit 2; }
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main run --profile $(or $(PROFILE),full) --results $(RESULTS) $(RUN_ARGS)

merge: build
	@[ -n "$(MERGE_RUN)" ] || { echo "make merge needs MERGE_RUN=<run id> (the shards are results/<run id>-shard*of*)"; exit 2; }
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main merge --results $(RESULTS) --run $(MERGE_RUN) $(if $(ALLOW_MIXED),--allow-mixed)

shard-matrix:
	@[ -n "$(SHARDS)" ] && [ "$(SHARDS)" -ge 1 ] 2>/dev/null || { echo "make shard-matrix needs SHARDS=N" >&2; exit 2; }
	@echo "shards=[$$(seq -s, 1 $(SHARDS))]"
	@echo "run-id=$$(date -u +%Y%m%dT%H%M%SZ)-full$(if $(RUN_TAG),-$(RUN_TAG))"

plan: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main plan --profile $(or $(PROFILE),quick) $(SELECT) $(MEASURE)

list: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main list

# Scaffold adapters/$(NAME)/ and register it (two lines in adapters/pom.xml); CONTRIBUTING.md walks through the rest.
new-adapter:
	@[ -n "$(NAME)" ] || { echo "make new-adapter needs NAME=<module name>, e.g. NAME=foo"; exit 2; }
	scripts/new-adapter '$(NAME)'

readme: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main readme --file README.md --adapters adapters

site: report-jar
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main export --results $(RESULTS) $(if $(RUN),--run $(RUN)) --out $(SITE_DATA)
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main pages --results $(RESULTS) $(if $(RUN),--run $(RUN)) \
	  --out site/data --downloads site/static/downloads
	cd site && $(if $(REPO_URL),HUGO_PARAMS_REPOURL='$(REPO_URL)') ../scripts/hugo --quiet --minify --cleanDestinationDir -d public

report-jar: bootstrap
	@[ -f harness/report/target/wirebench-report.jar ] || $(MVN) package -Dmaven.test.skip=true -pl harness/report -am

compare: report-jar
	@[ -n "$(BASE)" ] && [ -n "$(NEW)" ] || { echo "make compare needs BASE=<run> NEW=<run> (folders, or run ids under $(RESULTS))"; exit 2; }
	@status=0; $(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main compare --results $(RESULTS) --base '$(BASE)' --new '$(NEW)' \
	  $(if $(CONTROL),--control '$(CONTROL)') $(if $(OUT),--out '$(OUT)') || status=$$?; \
	  [ $$status -eq 0 ] || echo "make compare: the report exited $$status (1: regressions, 2: unusable inputs); make itself exits 2 for either" >&2; \
	  exit $$status

# make calibration BASE=<run> NEW=<run>: two runs of unchanged code; does each median lie in the other's interval? (OUT=prefix writes .md and .json)
calibration: report-jar
	@[ -n "$(BASE)" ] && [ -n "$(NEW)" ] || { echo "make calibration needs BASE=<run> NEW=<run> (two runs of the same code)"; exit 2; }
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main calibration --results $(RESULTS) --base '$(BASE)' --new '$(NEW)' $(if $(OUT),--out '$(OUT)')

precision: report-jar
	@[ -n "$(RUN)" ] || { echo "make precision needs RUN=<run>"; exit 2; }
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main precision --results $(RESULTS) --run '$(RUN)' $(if $(OUT),--out '$(OUT)')

history: report-jar
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main history --results $(RESULTS) $(if $(OUT),--out '$(OUT)')

serve: site
	cd site && ../scripts/hugo server --disableFastRender

clean:
	$(MVN) clean
	rm -rf site/public site/resources $(SITE_DATA) site/data/wirebench-jdk*.json site/data/contenders.json site/data/compare.json site/data/history.json \
	  site/data/downloads.json site/static/downloads site/tests/out

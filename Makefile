# wirebench front door. `make help` lists the targets.
# Every target that needs a tool goes through `bootstrap`, which installs what is missing.

SHELL        := /bin/bash
.SHELLFLAGS  := -euo pipefail -c
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

.PHONY: help bootstrap build test unit-test site-test quick bench plan site serve list clean

help:
	@echo "make quick   measure every contender on the headline data sets (quick profile), build the site"
	@echo "make test    unit and conformance tests, then build the site and test it in a browser"
	@echo "make bench   the full profile (10 forks): for dedicated hardware"
	@echo "make site    export the newest run in $(RESULTS)/ and build the site into site/public"
	@echo "make serve   build the site and serve it on http://localhost:1313"
	@echo "make list    contenders and data sets"
	@echo "selection:   CONTENDERS=a,b DATASETS=x,y MODELS=order,rion.long10 SIZES=10,100"
	@echo "             OPS=encode,decode,roundTrip,decodeAndUse,access   DATA=your-file.json|.yaml"

bootstrap: $(BOOTSTRAPPED)
$(BOOTSTRAPPED): scripts/bootstrap site/package-lock.json
	scripts/bootstrap
	@mkdir -p $(@D) && touch $@

build: bootstrap
	$(MVN) package -DskipTests

unit-test: bootstrap
	$(MVN) verify

test: unit-test site site-test

site-test: bootstrap
	cd site && node --test tests/

quick: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main run --profile quick --results $(RESULTS) $(SELECT)
	$(MAKE) --no-print-directory site
	@echo "open site/public/index.html, or run: make serve"

bench: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main run --profile full --results $(RESULTS) $(SELECT)
	$(MAKE) --no-print-directory site

plan: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main plan --profile $(or $(PROFILE),quick) $(SELECT)

list: build
	$(JAVA) -cp '$(BENCH_CP)' io.wirebench.bench.Main list

site: bootstrap
	@[ -f harness/report/target/wirebench-report.jar ] || $(MVN) package -DskipTests -pl harness/report -am
	$(JAVA) -cp '$(REPORT_CP)' io.wirebench.report.Main export --results $(RESULTS) --out $(SITE_DATA)
	cd site && ../scripts/hugo --quiet --minify --cleanDestinationDir -d public

serve: site
	cd site && ../scripts/hugo server --disableFastRender

clean:
	$(MVN) clean
	rm -rf site/public site/resources $(SITE_DATA) site/tests/out

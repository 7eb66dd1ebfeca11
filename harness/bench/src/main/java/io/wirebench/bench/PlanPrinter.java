package io.wirebench.bench;

import static io.wirebench.bench.Progress.minutes;

import io.wirebench.bench.openloop.OpenLoopSettings;
import io.wirebench.results.Manifest;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** What a run is about to do, printed before it starts: the plan, its cost by tier, what is broken, how isolated the CPUs are. */
final class PlanPrinter {
    private PlanPrinter() {
    }

    static void print(PrintStream out, Plan plan, Plan todo, int done, Manifest.Jvm jvm, Manifest.Isolation isolation, Discovery discovery) {
        Profile profile = plan.profile();
        out.printf("wirebench: profile %s%s on %s %s (%s)%n", profile.name(), profile.overrides().isEmpty() ? "" : " with " + profile.overrides(),
                jvm.vmName(), jvm.version(), jvm.vendor());
        printCosts(out, plan);
        if (!plan.shard().isWhole()) {
            out.printf("  shard %s: this machine runs %d case(s)%n", plan.shard(), plan.caseCount());
        }
        if (done > 0) {
            out.printf("  %d case(s) have results already and are skipped; %d left, about %s%n", done, todo.caseCount(),
                    minutes(todo.estimatedSeconds()));
        }
        printEntries(out, todo);
        discovery.failures().forEach(f -> out.printf("  BROKEN %s: %s%n", f.contender(), f.error()));
        plan.failures().forEach(f -> out.printf("  BROKEN %s on %s: %s%n", f.contender(), f.dataset(), f.error()));
        out.printf("  CPUs: %s; isolated: %s; governor: %s; SMT: %s; turbo: %s%n", isolation.requestedCpus(),
                isolation.isolatedCpus(), isolation.governors(), isolation.smt(), isolation.turbo());
        for (String w : isolation.warnings()) {
            out.println("  WARNING " + w);
        }
        out.flush();
    }

    /** One line per contender: how many cases on which data sets. */
    static void printEntries(PrintStream out, Plan plan) {
        for (Plan.Entry e : plan.entries()) {
            out.printf("  %-28s %3d case(s) on %s%n", e.contender().descriptor().id(), e.caseCount(), Plan.describeDatasets(e.datasets()));
        }
    }

    /** The plan's size and cost, by tier, with what each tier's settings can back. */
    static void printCosts(PrintStream out, Plan plan) {
        Profile p = plan.profile();
        out.printf("plan: %d contender(s), %d case(s), about %s%s%s%n", plan.entries().size(), plan.caseCount(), minutes(plan.estimatedSeconds()),
                plan.lanes() > 1 ? " (JMH forks in " + plan.lanes() + " lanes)" : "", plan.shard().isWhole() ? "" : " (shard " + plan.shard() + ")");
        java.time.Duration budget = RoundsBudget.parse(p.overrides().get("budget"));
        if (budget != null && p.inRounds()) {
            out.printf("  budget: %d min for the rounds; a round after round %d starts only while the rounds so far say it ends within it%n",
                    budget.toMinutes(), RoundsBudget.MIN_ROUNDS);
        }
        for (Map.Entry<String, double[]> t : plan.costByTier().entrySet()) {
            String how;
            if (t.getKey().equals("open loop")) {
                OpenLoopSettings o = p.openLoop();
                how = String.format(Locale.ROOT, "%s msg/s, %d fork(s) x (%d ms warm-up + a rate probe + measured%s)%s", o.rates(), o.forks(),
                        o.warmupMillis(), o.rates().stream().map(r -> ", " + o.measurementMillis(r) + " ms @" + r).collect(Collectors.joining()),
                        o.rates().stream().map(r -> ", " + o.samples(r) + " samples @" + r).collect(Collectors.joining()));
            } else if (t.getKey().equals("cold start")) {
                how = String.format(Locale.ROOT, "[ss], %d fork(s) per method (firstMessage, firstThousand), each a JVM measuring one call"
                        + "; run alone, not in lanes", p.coldStart().forks());
            } else if (t.getKey().equals("update stream")) {
                TradeOffs.Stream st = p.tradeOffs().stream();
                how = "as sent: " + settings(p.settings(st.tier())) + "; through a compressor: " + settings(p.settings(st.compressedTier()));
            } else if (t.getKey().equals("direct use")) {
                // each contender's direct-use benchmark, in the round trip's rounds (DirectUse)
                how = settings(p.settings(Profile.Tier.LATENCY)) + ", paired with the round trip on " + String.join(",", p.parity());
            } else if (t.getKey().equals("read in place")) {
                // decodeAndUse and access of each contender that reads in place, in the same rounds (Profile.readInPlace)
                how = settings(p.settings(Profile.Tier.LATENCY)) + ", decodeAndUse paired with access on " + String.join(",", p.readInPlace());
            } else if (t.getKey().equals("compression")) {
                how = p.tradeOffs().payloads().stream().map(TradeOffs.PayloadPlan::tier).distinct().map(p::settings).map(PlanPrinter::settings)
                        .collect(Collectors.joining("; "));
            } else {
                how = settings(p.settings(Profile.Tier.valueOf(t.getKey().toUpperCase(Locale.ROOT))));
            }
            out.printf("  %-13s %5d case(s), about %-9s %s%n", t.getKey(), (long) t.getValue()[0], minutes(Math.round(t.getValue()[1])), how);
        }
    }

    private static String settings(JmhSettings s) {
        int pilot = Rounds.pilotMillis(s);
        return String.format(Locale.ROOT, "%s, %d fork(s), %dx%d ms warm-up, %dx%d ms measured%s%s", s.modes(), s.forks(),
                s.warmupIterations(), s.warmupMillis(), s.measurementIterations(), s.measurementMillis(),
                pilot > 0 ? ", the first fork watches " + pilot + " ms more warm-up (in rounds)" : "",
                s.modes().contains("sample") ? ", about " + s.maxSamples() + " samples" : "");
    }

    /** Why a plan has no case: what was selected, and each contender's reason. */
    static String nothingToMeasure(Plan plan) {
        StringBuilder why = new StringBuilder("nothing to measure: the selection gives 0 cases");
        plan.unsupported().stream().limit(20).forEach(u -> why.append("; ").append(u.contender()).append(" on ").append(u.dataset())
                .append(u.operation().equals("*") ? "" : " " + u.operation()).append(": ").append(u.reason()));
        plan.failures().stream().limit(20).forEach(f -> why.append("; ").append(f.contender()).append(" on ").append(f.dataset())
                .append(": ").append(f.error()));
        if (plan.unsupported().isEmpty() && plan.failures().isEmpty()) {
            why.append(" (no contender, data set or operation matches it; make list shows the ids)");
        }
        return why.toString();
    }
}

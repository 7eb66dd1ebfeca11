package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The site data behind the JDK switch (issue 25): the shown run's data file ({@code wirebench.json}) gains a {@code jdks}
 * section, and each other JDK's newest whole run ({@link JdkRuns}) is exported in full beside it, as
 * {@code <name>-jdk<feature>.json}, the data the results pages draw when the switch picks that JDK.
 *
 * <p>{@code jdks}: {@code {"rule", "shown": {feature, run, version, vmVersion, vendor, startedAt, profile},
 * "others": [{... the same ..., "dataFile", "change"}]}}, {@code others} ascending by feature release and empty when only
 * one JDK has a whole run (the pages then show no switch); {@code dataFile} is the data file's name without
 * {@code .json} (Hugo's key for it); {@code change} is {@link JdkChange#export} of the shown run against that run. The
 * pages read only the files named there, so a data file left over from an earlier export is never shown.
 */
final class JdkViews {
    private JdkViews() {
    }

    /** The export of the runs {@code choice} names into {@code out} and the files beside it; returns the shown run. */
    static Run export(Path results, JdkRuns.Choice choice, Path out) {
        Run shown = RunReader.read(choice.shown());
        Path footprint = FocusedRuns.footprint(results, shown.directory());
        ObjectNode site = SiteExport.export(shown, FocusedRuns.Supplements.of(FocusedRuns.after(results, shown), shown, footprint));
        ObjectNode jdks = ResultFiles.MAPPER.createObjectNode();
        jdks.put("rule", JdkRuns.RULE);
        jdks.set("shown", describe(shown, choice.shownFeature()));
        ArrayNode others = jdks.putArray("others");
        String name = out.getFileName().toString().replaceFirst("\\.json$", "");
        for (Map.Entry<Integer, Path> e : choice.others().entrySet()) {
            Run other = RunReader.read(e.getValue());
            // the switch swaps only the results pages: the other run's own sections, the footprint from where the shown run's comes
            ObjectNode data = SiteExport.export(other, FocusedRuns.Supplements.own(other, footprint));
            String dataFile = name + "-jdk" + e.getKey();
            ResultFiles.write(out.resolveSibling(dataFile + ".json"), data);
            ObjectNode o = describe(other, e.getKey());
            o.put("dataFile", dataFile);
            o.set("change", JdkChange.export(shown, choice.shownFeature(), other, e.getKey()));
            others.add(o);
        }
        site.set("jdks", jdks);
        ResultFiles.write(out, site);
        return shown;
    }

    /** The run of one JDK as the switch labels it. */
    static ObjectNode describe(Run run, int feature) {
        Manifest m = run.manifest();
        ObjectNode o = ResultFiles.MAPPER.createObjectNode();
        o.put("feature", feature);
        o.put("run", run.id());
        o.put("version", m.jdk() != null ? m.jdk().version() : m.jvm().version());
        String vm = m.jdk() != null ? m.jdk().vmVersion() : m.jvm().vmVersion();
        if (vm != null) {
            o.put("vmVersion", vm);
        }
        o.put("vendor", m.jdk() != null ? m.jdk().vendor() : m.jvm().vendor());
        o.put("startedAt", m.startedAt());
        o.put("profile", m.profile().name());
        return o;
    }

    /**
     * The contender pages' numbers on the other JDKs: each contender of {@code pages} ({@link ContenderPages#export})
     * gains {@code otherJdks}, one {@code {feature, run, numbers}} per other JDK's run ({@link ContenderPages#numbers}),
     * empty when there is none; the contender page's numbers section swaps to them with the switch.
     */
    static void addContenderNumbers(ObjectNode pages, List<Run> runs, JdkRuns.Choice choice) {
        List<Run> others = new ArrayList<>();
        List<Integer> features = new ArrayList<>();
        choice.others().forEach((feature, dir) -> {
            features.add(feature);
            others.add(runs.stream().filter(r -> r.directory().equals(dir)).findFirst()
                    .orElseGet(() -> RunReader.read(dir)));
        });
        for (JsonNode c : pages.path("contenders")) {
            ArrayNode list = ((ObjectNode) c).putArray("otherJdks");
            for (int i = 0; i < others.size(); i++) {
                ObjectNode o = list.addObject();
                o.put("feature", features.get(i));
                o.put("run", others.get(i).id());
                o.set("numbers", ContenderPages.numbers(others.get(i), c.path("id").asText()));
            }
        }
    }
}

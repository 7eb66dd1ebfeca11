package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.Sizes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The data of the site's page per contender ({@code site/data/contenders.json}): the descriptor the
 * run recorded; what the run recorded about it in {@code descriptions.json} when it was measured (the
 * runner's {@code DescriptionsRecorder}: its adapter README's first paragraph, its row of the fairness
 * table in {@code adapters/README.md} and of its own adapter's README, and the bytes it wrote for the
 * {@code order} data set as a hex dump and, where the bytes read without a schema, as text); every
 * number the run has for it; and its harness cost over direct use ({@link Parity}).
 *
 * <p>It reads result files only: no README, no wire format. A run without {@code descriptions.json}
 * (made before it, or never described) exports {@code described: false} and no prose, rows or sample,
 * and the page says so rather than show today's text beside an old run's numbers.
 */
final class ContenderPages {
    static final String ORDER_SAMPLE = "order";

    private ContenderPages() {
    }

    static ObjectNode export(Run run) {
        return export(run, FocusedRuns.Supplements.of(run));
    }

    /**
     * As {@link #export(Run)}, each contender's direct-use pairs taken from the run {@code supplements} picks for it
     * ({@link FocusedRuns.Supplements#parity(String)}) and named in its {@code parity.run}.
     */
    static ObjectNode export(Run run, FocusedRuns.Supplements supplements) {
        Manifest m = run.manifest();
        DescriptionsFile descriptions = descriptions(run);
        Map<String, DescriptionsFile.Entry> described = new HashMap<>();
        if (descriptions != null) {
            descriptions.contenders().forEach(e -> described.put(e.contender(), e));
        }
        ObjectNode root = ResultFiles.MAPPER.createObjectNode();
        root.put("formatVersion", 1);
        root.put("run", run.id());
        root.put("sampleDataset", descriptions == null ? ORDER_SAMPLE : descriptions.sampleDataset());
        root.put("forkRule", ForkSpread.RULE);
        ObjectNode recorded = root.putObject("descriptions");
        recorded.put("recorded", descriptions != null);
        if (descriptions != null) {
            recorded.put("recordedAt", descriptions.recordedAt());
            recorded.put("recordedBy", descriptions.recordedBy());
        }
        ArrayNode out = root.putArray("contenders");
        for (Manifest.Contender c : m.contenders()) {
            ObjectNode n = out.addObject();
            n.setAll((ObjectNode) ResultFiles.MAPPER.valueToTree(c));
            String family = c.family() == null ? c.id() : c.family();
            n.put("adapterPath", "adapters/" + family);
            n.put("libraryUrl", libraryUrl(c.library()));
            describe(n, described.get(c.id()));
            n.set("numbers", numbers(run, c.id()));
            n.set("parity", Parity.of(supplements.parity(c.id()), c.id()));
            n.set("sizes", sizes(run, c.id()));
            n.set("unsupported", ResultFiles.MAPPER.valueToTree(m.unsupported().stream().filter(u -> u.contender().equals(c.id())).toList()));
            n.set("failures", ResultFiles.MAPPER.valueToTree(m.failures().stream().filter(f -> f.contender().equals(c.id())).toList()));
        }
        return root;
    }

    /** The run's {@code descriptions.json}; null when it has none. A file that is there but unreadable is an error. */
    static DescriptionsFile descriptions(Run run) {
        Path file = run.directory().resolve(DescriptionsFile.FILE);
        return Files.isRegularFile(file) ? ResultFiles.readDescriptions(file) : null;
    }

    /**
     * What the run recorded about the contender, in the fields the page reads: {@code about}, {@code fairness} and
     * {@code adapterRow} (lists of {name, value} in the table's column order: a JSON object would lose it in Hugo),
     * {@code order} (the sample: {@code available} and its views). Not recorded: {@code described: false}, none of
     * the prose or rows, and an {@code order} that is not available.
     */
    static void describe(ObjectNode n, DescriptionsFile.Entry e) {
        n.put("described", e != null);
        ObjectNode order = ResultFiles.MAPPER.createObjectNode();
        if (e == null) {
            order.put("available", false);
            n.set("order", order);
            return;
        }
        if (e.about() != null) {
            n.put("about", e.about());
        }
        putRow(n, "fairness", e.fairness());
        putRow(n, "adapterRow", e.adapterRow());
        DescriptionsFile.Sample s = e.sample();
        order.put("available", s != null);
        if (s != null) {
            order.put("file", s.file());
            order.put("bytes", s.bytes());
            order.put("hex", s.hex());
            order.put("textKind", s.textKind());
            if (s.text() != null) {
                order.put("text", s.text());
            }
            order.put("textNote", s.textNote());
        }
        n.set("order", order);
    }

    private static void putRow(ObjectNode n, String field, List<DescriptionsFile.Cell> row) {
        if (row != null) {
            ArrayNode cells = n.putArray(field);
            row.forEach(c -> cells.addObject().put("name", c.name()).put("value", c.value()));
        }
    }

    /** The library on Maven Central from its {@code group:artifact}; the JDK and the project's own forms have none. */
    static String libraryUrl(String library) {
        if (library == null || !library.contains(":") || library.startsWith("io.wirebench:")) {
            return null;
        }
        String[] ga = library.split(":");
        return "https://central.sonatype.com/artifact/" + ga[0] + "/" + ga[1];
    }

    // ---- its numbers across every data set

    static ArrayNode numbers(Run run, String contender) {
        ArrayNode out = ResultFiles.MAPPER.createArrayNode();
        run.measurements().stream().filter(x -> x.contender().equals(contender))
                .sorted(Comparator.comparing(Measurement::dataset).thenComparing(Measurement::operation).thenComparing(Measurement::mode)
                        .thenComparing(x -> x.caseKey().toString()))
                .forEach(x -> {
                    ObjectNode n = out.addObject();
                    n.put("dataset", x.dataset());
                    n.put("operation", x.operation());
                    n.put("mode", x.mode());
                    if (!x.params().isEmpty()) {
                        // the compressor and payload of the update-stream and compression cases: without them their rows look alike
                        n.set("params", ResultFiles.MAPPER.valueToTree(new java.util.TreeMap<>(x.params())));
                    }
                    n.put("score", x.score());
                    n.put("unit", x.unit());
                    if (Units.isTimePerOperation(x.unit())) {
                        double ns = Units.toNanos(x.score(), x.unit());
                        n.put("ns", ns);
                        n.put("time", Units.time(ns));
                        if (Double.isFinite(x.scoreError())) {
                            n.put("error", Units.time(Units.toNanos(x.scoreError(), x.unit())));
                            n.put("noisy", x.scoreError() > x.score());
                        }
                    } else {
                        n.put("time", String.format(Locale.ROOT, "%,.1f %s", x.score(), x.unit()));
                    }
                    if (Double.isFinite(x.allocBytesPerOp())) {
                        n.put("allocBytesPerOp", Math.round(x.allocBytesPerOp()));
                    }
                    n.put("forks", x.forkScores().size());
                    ObjectNode spread = ForkSpread.of(x);
                    if (spread != null) {
                        n.set("forkSpread", spread);
                    }
                });
        return out;
    }

    static ArrayNode sizes(Run run, String contender) {
        ArrayNode out = ResultFiles.MAPPER.createArrayNode();
        for (Sizes.Size s : run.sizes()) {
            if (s.contender().equals(contender)) {
                out.add((JsonNode) ResultFiles.MAPPER.valueToTree(s));
            }
        }
        return out;
    }
}

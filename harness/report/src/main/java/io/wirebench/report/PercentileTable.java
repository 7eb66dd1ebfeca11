package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.Sizes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The site's {@code articlePercentiles}: the wire-format latency article's table (format, text
 * encoding, fixed width, numeric fields, field-less, bytes, 99.9, 99.99, 99.999, worst) rebuilt from
 * the shown run, for the contenders of {@link ArticleForms}, with the article's own row beside each.
 *
 * <p>One table per data set, rate and distribution: the open loop's service time (from each
 * message's actual start: the codec's own round trip, closest to the article's closed-loop test),
 * its response time (from the intended start, what a caller sees), and JMH SampleTime where the run
 * has it (the full profile: the article's own way). A nine is given only where the samples back it
 * ({@link #RULE}); {@code worst} always, with its sample count. A table lists a nine as a column when
 * at least one of its rows backs it; a row that does not is left blank there.
 */
final class PercentileTable {
    static final String RULE = "a percentile p is shown only when at least 10 / (1 - p) samples back it, so that about ten"
            + " samples lie beyond it (p99.9: 10,000; p99.99: 100,000; p99.999: 1,000,000); worst is always shown, with the sample count";
    static final List<String> NINES = List.of("p99.9", "p99.99", "p99.999");
    private static final List<String> GROUPS = List.of("ours", "chronicle", "library");

    private PercentileTable() {
    }

    /** At least ten samples beyond the percentile: 10 / (1 - p). */
    static boolean backed(String nine, long samples) {
        // in decimal, so that p99.999 needs exactly 1,000,000: 10 / (1 - p) = 1000 / (100 - p in percent)
        java.math.BigDecimal beyond = java.math.BigDecimal.valueOf(100).subtract(new java.math.BigDecimal(nine.substring(1)));
        return samples >= java.math.BigDecimal.valueOf(1000).divide(beyond, 0, java.math.RoundingMode.CEILING).longValueExact();
    }

    static ObjectNode export(Run run, Map<String, Manifest.Contender> contenders) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("rule", RULE);
        out.put("source", ArticleForms.SOURCE);
        out.put("profile", run.manifest().profile().name());
        Map<String, Double> bytes = new HashMap<>();
        for (Sizes.Size s : run.sizes()) {
            bytes.put(s.contender() + "|" + s.dataset(), s.framedBytes() != null ? s.framedBytes() : s.bytes());
        }
        ArrayNode tables = out.putArray("tables");
        Map<String, List<Sample>> groups = new LinkedHashMap<>(); // service time before response time, as the page reads them
        for (OpenLoopFile f : run.openLoop()) {
            if (ArticleForms.BY_CONTENDER.containsKey(f.contender()) && f.sent() > 0) {
                String at = f.dataset() + "|" + f.ratePerSecond();
                groups.computeIfAbsent(at + "|serviceTime", k -> new ArrayList<>()).add(Sample.of(f, f.serviceTime()));
                groups.computeIfAbsent(at + "|responseTime", k -> new ArrayList<>()).add(Sample.of(f, f.responseTime()));
            }
        }
        for (Measurement m : run.measurements()) {
            if ("sample".equals(m.mode()) && "roundTrip".equals(m.operation()) && ArticleForms.BY_CONTENDER.containsKey(m.contender())) {
                groups.computeIfAbsent(m.dataset() + "|0|sampleTime", k -> new ArrayList<>()).add(Sample.of(m));
            }
        }
        groups.forEach((key, samples) -> {
            String[] k = key.split("\\|");
            ObjectNode t = tables.addObject();
            t.put("dataset", k[0]);
            t.put("distribution", k[2]);
            if (!"0".equals(k[1])) {
                t.put("ratePerSecond", Integer.parseInt(k[1]));
            }
            t.put("id", k[2] + "-" + k[0] + ("0".equals(k[1]) ? "" : "-" + k[1]));
            long fewest = samples.stream().mapToLong(Sample::count).min().orElse(0);
            long most = samples.stream().mapToLong(Sample::count).max().orElse(0);
            t.put("fewestSamples", fewest);
            t.put("mostSamples", most);
            ArrayNode nines = t.putArray("nines");
            NINES.stream().filter(n -> backed(n, most)).forEach(nines::add);
            ArrayNode unbacked = t.putArray("unbackedNines");
            NINES.stream().filter(n -> !backed(n, most)).forEach(unbacked::add);
            ArrayNode rows = t.putArray("rows");
            samples.sort(Comparator.comparingInt((Sample s) -> GROUPS.indexOf(ArticleForms.BY_CONTENDER.get(s.contender()).group()))
                    .thenComparingInt(s -> ArticleForms.FORMS.indexOf(ArticleForms.BY_CONTENDER.get(s.contender()))));
            for (Sample s : samples) {
                rows.add(row(s, contenders.get(s.contender()), bytes.get(s.contender() + "|" + k[0])));
            }
        });
        return out;
    }

    private static ObjectNode row(Sample s, Manifest.Contender c, Double bytes) {
        ArticleForms.Form form = ArticleForms.BY_CONTENDER.get(s.contender());
        ObjectNode r = JsonNodeFactory.instance.objectNode();
        r.put("contender", s.contender());
        r.put("name", SiteExport.name(c, s.contender()));
        r.put("group", form.group());
        r.put("article", form.article());
        r.put("encoding", form.encoding());
        r.put("fixedWidth", form.fixedWidth());
        r.put("numericFields", form.numericFields());
        r.put("fieldless", form.fieldless());
        if (bytes != null) {
            SiteExport.putSize(r, "bytes", bytes);
        }
        r.put("samples", s.count());
        r.put("forks", s.forks());
        if (s.saturated()) {
            r.put("saturated", true);
        }
        for (String nine : NINES) {
            Double v = s.nanos().get(nine);
            if (v != null && backed(nine, s.count())) {
                r.put(nine, v);
            }
        }
        if (Double.isFinite(s.worst())) {
            r.put("worst", s.worst());
        }
        ObjectNode published = r.putObject("published");
        published.put("bytes", form.published().bytes());
        form.published().nanos().forEach(published::put);
        return r;
    }

    /** One distribution of one contender: its sample count, the nines it has (ns), its worst. */
    private record Sample(String contender, long count, int forks, boolean saturated, Map<String, Double> nanos, double worst) {
        static Sample of(OpenLoopFile f, OpenLoopFile.Latency l) {
            Map<String, Double> nanos = new LinkedHashMap<>();
            l.percentiles().forEach((p, v) -> nanos.put(SiteExport.percentileName(Double.parseDouble(p)), v.doubleValue()));
            return new Sample(f.contender(), l.count(), f.forks(), LatencyExport.saturation(f) != null, nanos, l.max());
        }

        static Sample of(Measurement m) {
            Map<String, Double> nanos = new LinkedHashMap<>();
            double worst = Double.NaN;
            for (Map.Entry<String, Double> e : m.percentiles().entrySet()) {
                double p = Double.parseDouble(e.getKey());
                if (p >= 100.0) {
                    worst = Units.toNanos(e.getValue(), m.unit());
                } else {
                    nanos.put(SiteExport.percentileName(p), Units.toNanos(e.getValue(), m.unit()));
                }
            }
            return new Sample(m.contender(), m.samples(), m.forkValues().size(), false, nanos, worst);
        }
    }
}

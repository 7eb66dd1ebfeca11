package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The site's {@code claims}: every claim of {@link Claims#ALL} with its comparisons and a verdict
 * computed from them by {@link #RULE}, never written by hand. It reads the exported data, so it runs
 * last in the export, after every key it reads ({@code datasets}, {@code updateStream},
 * {@code compression}, {@code articlePercentiles}).
 */
final class ClaimsExport {
    static final String RULE = "Each comparison is a ratio of the side the claim says is worse over the side it says is better"
            + " (slower over faster, larger over smaller), and its rule says when it holds: for times, when the ratio's interval"
            + " lies wholly beyond the claimed factor; does not hold when it lies wholly on the other side; inconclusive when it"
            + " contains the factor. Times compared in rounds use the median of the per-round ratios with its interval; otherwise"
            + " the two medians' intervals divided end by end; with too few forks for an interval, the point estimates alone."
            + " Sizes are exact. A claim holds when every comparison the run measured holds (or, for a claim of what \"can\""
            + " happen, when one does), does not hold when any (for \"can\": every) comparison does not, and is inconclusive"
            + " otherwise. A claim none of whose comparisons the run measured is \"not measured in this run\", with the reason;"
            + " one this harness cannot test at all is \"cannot be measured here\".";

    private ClaimsExport() {
    }

    static ObjectNode judge(JsonNode site, Run run) {
        ClaimData data = new ClaimData(site, run);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("rule", RULE);
        ArrayNode verdicts = out.putArray("verdicts");
        ClaimCheck.VERDICTS.forEach(verdicts::add);
        ArrayNode entries = out.putArray("entries");
        for (Claims.Claim c : Claims.ALL) {
            entries.add(entry(c, data));
        }
        return out;
    }

    private static ObjectNode entry(Claims.Claim c, ClaimData data) {
        ObjectNode e = JsonNodeFactory.instance.objectNode();
        e.put("id", c.id());
        e.put("source", c.source());
        e.put("quote", c.quote());
        e.put("verbatim", c.verbatim());
        e.put("original", c.original());
        if (c.unmeasurable() != null) {
            e.put("verdict", ClaimCheck.UNMEASURABLE);
            e.put("reason", c.unmeasurable());
            e.putArray("checks");
            return e;
        }
        e.put("method", c.method());
        e.put("rule", c.rule().text() + (c.any() ? "; the claim says \"can\": one comparison that holds is enough" : ""));
        List<ClaimCheck> checks = c.checks().apply(data);
        ArrayNode array = e.putArray("checks");
        checks.forEach(k -> array.add(k.json()));
        List<String> judged = checks.stream().map(ClaimCheck::verdict).filter(v -> !ClaimCheck.NOT_MEASURED.equals(v)).toList();
        if (judged.isEmpty()) {
            Set<String> reasons = new LinkedHashSet<>();
            checks.forEach(k -> reasons.add(k.reason()));
            e.put("verdict", ClaimCheck.NOT_MEASURED);
            e.put("reason", String.join("; ", reasons));
        } else {
            e.put("verdict", aggregate(judged, c.any()));
            e.put("measured", judged.size());
        }
        return e;
    }

    /** The claim's verdict from its measured comparisons' verdicts (see {@link #RULE}). */
    static String aggregate(List<String> verdicts, boolean any) {
        if (any) {
            return verdicts.contains(ClaimCheck.HOLDS) ? ClaimCheck.HOLDS
                    : verdicts.stream().allMatch(ClaimCheck.FAILS::equals) ? ClaimCheck.FAILS : ClaimCheck.INCONCLUSIVE;
        }
        return verdicts.contains(ClaimCheck.FAILS) ? ClaimCheck.FAILS
                : verdicts.stream().allMatch(ClaimCheck.HOLDS::equals) ? ClaimCheck.HOLDS : ClaimCheck.INCONCLUSIVE;
    }
}

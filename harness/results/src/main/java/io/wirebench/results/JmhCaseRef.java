package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import java.util.TreeMap;

/**
 * A reference from a typed record ({@link UpdateStreamFile}, {@link CompressionFile}) to the JMH
 * case that timed it: the result file within the run folder, the benchmark method, and every JMH
 * parameter of the case (contender and dataset included). Readers find the case by the parameters
 * and the method, as every JMH result names them; the file is for people and tools that open one.
 * A reference to a case that has no result (it failed, or the run was cut short) is not an error:
 * the time is then absent.
 *
 * @param file      {@code jmh/<contender>/<dataset>/<stem>.json}, relative to the run folder
 * @param operation the benchmark method, e.g. {@code streamRoundTrip}, {@code compress}
 * @param params    JMH parameters, sorted by name
 */
public record JmhCaseRef(@JsonProperty(required = true) String file, @JsonProperty(required = true) String operation,
                         @JsonProperty(required = true) Map<String, String> params) {
    public JmhCaseRef {
        params = new TreeMap<>(params);
    }

    /** The contender parameter. */
    public String contender() {
        return params.get("contender");
    }

    /** The dataset parameter. */
    public String dataset() {
        return params.get("dataset");
    }

    /** The parameters other than contender and data set: how the report's measurements carry them. */
    public Map<String, String> otherParams() {
        Map<String, String> rest = new TreeMap<>(params);
        rest.remove("contender");
        rest.remove("dataset");
        return rest;
    }
}

package io.wirebench.report;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a case is, across runs and across the report's classes: the same five fields make the same
 * case, whatever order the parameters came in. Compare matches runs by it, the site export looks
 * cells up by it, and the trade-off tables find the JMH case a record refers to by it.
 *
 * <p>{@link #toString()} is the one spelling for display and for the keys of the JSON that compare,
 * history and calibration write: {@code contender/dataset/operation/mode;name=value...}, the
 * parameters sorted by name, {@code /mode} left out where there is no JMH mode (sizes, open loop,
 * the trade-off files' bytes). Those files are read by the site and by people, so the spelling is
 * fixed; it is never parsed back.
 *
 * @param contender contender id
 * @param dataset   data set id ({@code updates} for the update stream)
 * @param operation benchmark method, or what a non-JMH case measures ({@code size}, {@code openLoop@<rate>}, a payload)
 * @param params    parameters other than contender and data set, e.g. {@code compressor}
 * @param mode      JMH mode ({@code avgt}, {@code sample}, {@code thrpt}), or null where the case is not a JMH one
 */
public record CaseKey(String contender, String dataset, String operation, Map<String, String> params, String mode) {
    public CaseKey {
        // a null here is a reader's bug or a hollow record: say which field rather than spell "null" into a key
        Objects.requireNonNull(contender, "a case needs a contender");
        Objects.requireNonNull(dataset, "a case needs a data set");
        Objects.requireNonNull(operation, "a case needs an operation");
        Objects.requireNonNull(params, "a case's parameters may be empty, not null");
        params = Map.copyOf(params);
    }

    /** The site's table cell: contender, data set and operation; which JMH mode filled it is the cell's content, not its place. */
    static CaseKey cell(String contender, String dataset, String operation) {
        return new CaseKey(contender, dataset, operation, Map.of(), null);
    }

    /** A contender's sizes on a data set (sizes.json). */
    static CaseKey size(String contender, String dataset) {
        return cell(contender, dataset, "size");
    }

    /** An open-loop case: one contender and data set at one offered rate. */
    static CaseKey openLoop(String contender, String dataset, int ratePerSecond) {
        return cell(contender, dataset, "openLoop@" + ratePerSecond);
    }

    /** The bytes of one compressor on one payload (updatestream.json: data set {@code updates}, payload {@code stream}). */
    static CaseKey compressed(String contender, String dataset, String payload, String compressor) {
        return new CaseKey(contender, dataset, payload, Map.of("compressor", compressor), null);
    }

    /** This case without its JMH mode and parameters: the site's cell it belongs to. */
    CaseKey cell() {
        return cell(contender, dataset, operation);
    }

    @Override
    public String toString() {
        StringBuilder k = new StringBuilder(contender).append('/').append(dataset).append('/').append(operation);
        if (mode != null) {
            k.append('/').append(mode);
        }
        new TreeMap<>(params).forEach((name, value) -> k.append(';').append(name).append('=').append(value));
        return k.toString();
    }
}

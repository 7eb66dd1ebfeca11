package io.wirebench.riongen;

import java.util.List;
import java.util.Locale;

/**
 * One RION model as the table describes it: the constant its mappings are named by ({@code LONG10}),
 * its bean class ({@code Pojo10Long}) and the Java type of each of its fields, {@code field0} first.
 */
public record RionModel(String constant, String className, List<String> types) {
    /** The field types a template can map; each library's template says how it writes each. */
    public static final List<String> TYPES = List.of("boolean", "long", "float", "double", "String");

    private static final String[] COUNT_WORDS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};

    public RionModel {
        if (!constant.matches("[A-Z][A-Z0-9_]*")) {
            throw new IllegalArgumentException("model constant '" + constant + "' is not an upper-case Java identifier");
        }
        if (!className.matches("[A-Z][A-Za-z0-9]*")) {
            throw new IllegalArgumentException("bean class '" + className + "' of " + constant + " is not a Java class name");
        }
        if (types.isEmpty()) {
            throw new IllegalArgumentException(constant + " has no fields");
        }
        for (String type : types) {
            if (!TYPES.contains(type)) {
                throw new IllegalArgumentException(constant + ": unknown field type '" + type + "'; known: " + TYPES);
            }
        }
        types = List.copyOf(types);
    }

    public int fieldCount() {
        return types.size();
    }

    /** The model's id in {@code Models}, e.g. {@code rion.long10}. */
    public String id() {
        return "rion." + constant.toLowerCase(Locale.ROOT);
    }

    /** What the bean's Javadoc says it holds, e.g. "ten long fields" or "fields of types boolean, long". */
    public String description() {
        if (types.stream().distinct().count() > 1) {
            return "fields of types " + String.join(", ", types);
        }
        int n = fieldCount();
        String count = n < COUNT_WORDS.length ? COUNT_WORDS[n] : Integer.toString(n);
        return count + " " + types.get(0) + (n == 1 ? " field" : " fields");
    }
}

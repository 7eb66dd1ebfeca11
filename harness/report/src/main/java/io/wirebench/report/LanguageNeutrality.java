package io.wirebench.report;

import io.wirebench.results.Manifest;
import java.util.Set;

/**
 * Whether a contender's bytes can be read in another language without the Java classes that wrote
 * them: the encoding follows a published, language-independent specification with implementations
 * outside the JVM. The descriptor carries no such fact yet, so it is decided here from the family
 * and the format, each with the reason the site shows beside the filter.
 */
final class LanguageNeutrality {
    /** Families whose every contender writes a specified, multi-language format. */
    private static final Set<String> NEUTRAL_FAMILIES = Set.of("avro", "bson", "protobuf", "sbe", "boon", "dsljson", "snakeyaml", "jackson",
            "flatbuffers", "thrift", "ion", "capnproto", "hessian");
    /** Families that are Java-only whatever the format (Java serialization, Kryo, Fory in Java mode, the floor). */
    private static final Set<String> JAVA_ONLY_FAMILIES = Set.of("jdk", "kryo", "fory", "baseline");

    private LanguageNeutrality() {
    }

    record Verdict(boolean neutral, String reason) {
    }

    static Verdict of(Manifest.Contender c) {
        String family = c.family() == null ? "" : c.family();
        String id = c.id();
        if (NEUTRAL_FAMILIES.contains(family)) {
            return new Verdict(true, "a published format (" + family + ") with readers in many languages");
        }
        if (JAVA_ONLY_FAMILIES.contains(family)) {
            return new Verdict(false, family.equals("fory")
                    ? "Fory's Java mode: only Fory for Java reads it (its cross-language mode is another format)"
                    : "read only by the same Java library");
        }
        if (id.endsWith("-json")) {
            return new Verdict(true, "RFC 8259 JSON");
        }
        if (id.equals("wire-yaml") || id.equals("chronicle-text")) {
            return new Verdict(true, "YAML text, readable by any YAML parser");
        }
        if (id.endsWith("-8bit")) {
            return new Verdict(false, "YAML in ISO-8859-1: YAML parsers expect UTF-8 or UTF-16");
        }
        return new Verdict(false, "a JVM-only binary layout (" + (family.isEmpty() ? id : family) + ")");
    }
}

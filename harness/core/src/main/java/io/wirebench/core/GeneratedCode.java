package io.wirebench.core;

import java.util.Objects;

/**
 * Code a contender needs generated before it can run, as its descriptor declares it (issue 25, footprint):
 * what a service using the library must add to its build, beside the library's jars. Declared, never inferred,
 * because the build that produces it (a plugin, a processor, a hand-written stand-in) leaves no trace the runner
 * could read at run time. A contender that needs none declares nothing.
 *
 * @param kind how the code comes to be
 * @param what the tool and its input, in words a reader can follow into the adapter's pom and README
 */
public record GeneratedCode(Kind kind, String what) {

    public enum Kind {
        /** A schema compiler run by the build (protoc, Avro's compiler, SbeTool), from a schema file in the module. */
        SCHEMA_COMPILER,
        /** An annotation processor run by javac over annotated classes in the module. */
        ANNOTATION_PROCESSOR,
        /**
         * Classes in the shape a code generator would give, written by hand or rendered at build time from a table of
         * our own (harness/riongen), because the generator is not on Maven Central (a native compiler) or falls short:
         * a real service would run the generator instead.
         */
        HAND_WRITTEN_STAND_IN
    }

    public GeneratedCode {
        Objects.requireNonNull(kind, "kind");
        if (what == null || what.isBlank()) {
            throw new IllegalArgumentException("generated code of kind " + kind + " must say what generates it and from what");
        }
    }
}

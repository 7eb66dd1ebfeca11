package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * {@code results/<run-id>/footprint.json} ({@code results/schema/footprint.schema.json}): what each contender
 * adds to a service (issue 25). Per adapter {@link Module}, the runtime artifacts Maven resolved for it at build
 * time (compile and runtime scope, transitively), with their jar bytes and the native libraries inside them;
 * wirebench's own modules are never among them, and the artifacts that every adapter module resolves are taken
 * out into {@code shared} and counted for no one. {@code counted} says that rule in words. Per contender
 * ({@link Row}): its module's totals, the JVM flags its JVMs need and the generated code its descriptor declares.
 *
 * <p>A module whose record could not be read (missing, corrupt, a jar that changed since the build) keeps its
 * {@code error}, and its contenders' rows carry it: nothing is dropped and no total is guessed.
 *
 * <p>Versioned on its own ({@value #FORMAT_VERSION}). Runs made before it have no such file.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FootprintFile(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) String counted,
                            @JsonProperty(required = true) List<Artifact> shared, @JsonProperty(required = true) List<Module> modules,
                            @JsonProperty(required = true) List<Row> contenders) {
    public static final int FORMAT_VERSION = 1;

    public FootprintFile {
        shared = List.copyOf(shared);
        modules = List.copyOf(modules);
        contenders = List.copyOf(contenders);
    }

    /**
     * One resolved artifact: its coordinates, scope, file name and bytes as Maven resolved them, and the native
     * libraries inside it (entries ending .so, .dylib, .dll or .jnilib, with their uncompressed bytes);
     * {@code nativeLibraries} is absent when the jar could not be read (its module says why).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Artifact(@JsonProperty(required = true) String groupId, @JsonProperty(required = true) String artifactId,
                           @JsonProperty(required = true) String version, @JsonProperty(required = true) String type, String classifier,
                           @JsonProperty(required = true) String scope, @JsonProperty(required = true) String file,
                           @JsonProperty(required = true) long bytes, List<NativeLibrary> nativeLibraries) {
        public Artifact {
            nativeLibraries = nativeLibraries == null ? null : List.copyOf(nativeLibraries);
        }

        /** groupId:artifactId:type[:classifier]:version, Maven's own order: what makes two modules' artifacts the same. */
        @JsonIgnore
        public String coordinates() {
            return groupId + ":" + artifactId + ":" + type + (classifier == null ? "" : ":" + classifier) + ":" + version;
        }
    }

    /** A native library inside a jar: the entry's path and its uncompressed bytes. */
    public record NativeLibrary(@JsonProperty(required = true) String entry, @JsonProperty(required = true) long bytes) {
    }

    /**
     * An adapter module (its family, as the descriptors name it): the artifacts counted for its contenders, without
     * the shared ones; {@code error} when its record could not be read whole.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Module(@JsonProperty(required = true) String module, @JsonProperty(required = true) List<Artifact> artifacts,
                         String error) {
        public Module {
            artifacts = List.copyOf(artifacts);
        }
    }

    /**
     * One contender: its module's totals over the counted artifacts ({@code jarBytes}, {@code artifacts}; absent when
     * the module's record could not be read), the native libraries among them ({@code nativeBytes},
     * {@code nativeLibraries}; absent when a jar could not be opened), the flags its JVMs are started with, and the
     * code it needs generated ({@code generatedCode}; absent when it needs none).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String module,
                      @JsonProperty(required = true) String library, @JsonProperty(required = true) List<String> jvmFlags,
                      GeneratedCode generatedCode, Long jarBytes, Integer artifacts, Long nativeBytes, Integer nativeLibraries,
                      String error) {
        public Row {
            jvmFlags = List.copyOf(jvmFlags);
        }
    }

    /**
     * Code the contender needs generated, as its descriptor declares it: {@code kind} is {@code SCHEMA_COMPILER},
     * {@code ANNOTATION_PROCESSOR} or {@code HAND_WRITTEN_STAND_IN}; {@code what} names the tool and its input.
     */
    public record GeneratedCode(@JsonProperty(required = true) String kind, @JsonProperty(required = true) String what) {
    }
}

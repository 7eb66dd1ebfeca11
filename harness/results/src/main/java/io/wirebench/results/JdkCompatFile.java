package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * {@code results/<timestamp>-jdk-compat/jdk-compat.json} ({@code results/schema/jdk-compat.schema.json}): does each
 * contender work on another JDK, and what does that JDK print about it (issue 25)? {@code make jdk-check JDK=...}
 * starts each contender's proving JVM as the runner does (its own flags, the common heap), once on the runner's own
 * JDK ({@code base}) and once on the other ({@code target}), runs the conformance check on every data set it supports
 * and the update stream where it carries one, and keeps what each JVM printed as a warning.
 *
 * <p>The folder has no {@code manifest.json}, so it is no run: the report's run listing skips it, it can never become
 * the site's shown run, and the site takes the newest such folder for its JDK page. Not a timing. Versioned on its own
 * ({@value #FORMAT_VERSION}).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JdkCompatFile(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) String checked,
                            @JsonProperty(required = true) String startedAt, @JsonProperty(required = true) String finishedAt,
                            @JsonProperty(required = true) Manifest.Source source, @JsonProperty(required = true) Manifest.Machine machine,
                            @JsonProperty(required = true) Jdk base, @JsonProperty(required = true) Jdk target,
                            @JsonProperty(required = true) List<Row> rows) {
    public static final int FORMAT_VERSION = 1;
    /** The file's name, in a folder named {@code <yyyyMMdd'T'HHmmss'Z'>}{@value #FOLDER_SUFFIX} under {@code results/}. */
    public static final String FILE = "jdk-compat.json";
    public static final String FOLDER_SUFFIX = "-jdk-compat";
    /** The JVM exited 0 and every data set it tried passed. */
    public static final String OK = "ok";
    /** The JVM exited 0 but a data set (or the update stream) failed, or there was nothing to check. */
    public static final String FAILS = "fails";
    /** The JVM died, exited non-zero, or did not finish in time: no proof was written. */
    public static final String CRASHES = "crashes";
    /** The kinds of warning ({@link Warning#kind}). */
    public static final List<String> KINDS = List.of("unsafe-memory-access", "native-access", "dynamic-agent", "other");

    public JdkCompatFile {
        rows = List.copyOf(rows);
    }

    /** A JDK as it described itself ({@code java.version}, {@code java.vendor}...); {@code feature} is the version's first number. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Jdk(@JsonProperty(required = true) String home, @JsonProperty(required = true) String vendor,
                      @JsonProperty(required = true) String version, @JsonProperty(required = true) int feature, String vmName,
                      String vmVersion) {
    }

    /** One contender: the flags its JVMs get (its adapter pom's {@code contender.jvm.flags}) and what happened on each JDK. */
    public record Row(@JsonProperty(required = true) String contender, @JsonProperty(required = true) List<String> jvmArgs,
                      @JsonProperty(required = true) Result base, @JsonProperty(required = true) Result target) {
        public Row {
            jvmArgs = List.copyOf(jvmArgs);
        }
    }

    /**
     * One JVM: {@code outcome} ({@value #OK}, {@value #FAILS}, {@value #CRASHES}), its exit code, the first line of the
     * first error ({@code fails}: the check's message; {@code crashes}: the JVM's first line on standard error that is no
     * warning, or why it was stopped), the data sets it checked and those that failed ({@code updates} is the update
     * stream), and the distinct warnings it printed, each once, in the order printed. {@code addedFlags}: flags given
     * beyond the contender's own (only on a {@code withFlags} result). {@code withFlags}: the same check again on the
     * target JDK with the flags the JDK documents for silencing the kinds of warning seen, so the file says whether
     * they do (absent when no warning seen has such a flag).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Result(@JsonProperty(required = true) String outcome, @JsonProperty(required = true) int exitCode, String error,
                         @JsonProperty(required = true) List<String> checked, @JsonProperty(required = true) List<String> failed,
                         @JsonProperty(required = true) List<Warning> warnings, List<String> addedFlags, Result withFlags) {
        public Result {
            checked = List.copyOf(checked);
            failed = List.copyOf(failed);
            warnings = List.copyOf(warnings);
            addedFlags = addedFlags == null ? null : List.copyOf(addedFlags);
        }

        /** This result with the check run again with extra flags. */
        public Result plusFlagsCheck(Result again) {
            return new Result(outcome, exitCode, error, checked, failed, warnings, addedFlags, again);
        }
    }

    /**
     * One warning line as the JVM printed it, normalised (machine paths cut to the file name, addresses and process
     * ids replaced), and its kind: {@code unsafe-memory-access} (JEP 471/498), {@code native-access} (JEP 472),
     * {@code dynamic-agent} (JEP 451) or {@code other}.
     */
    public record Warning(@JsonProperty(required = true) String kind, @JsonProperty(required = true) String text) {
    }
}

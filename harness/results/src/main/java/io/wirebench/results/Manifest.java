package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code results/<run-id>/manifest.json}: what ran, where, how, and what failed
 * ({@code results/schema/manifest.schema.json}). Fields marked required are in every manifest
 * since format version 1 and a reader refuses a file without them; the others came with version 2
 * (or later additions) and are {@code null} or empty when absent.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Manifest(
        @JsonProperty(required = true) int formatVersion,
        @JsonProperty(required = true) String runId,
        String baseRunId,
        String status,
        @JsonProperty(required = true) String startedAt,
        String finishedAt,
        List<String> resumedAt,
        @JsonProperty(required = true) ProfileInfo profile,
        Selection selection,
        Shard shard,
        List<ShardInfo> shards,
        List<String> mixed,
        List<Integer> missingShards,
        Cases cases,
        @JsonProperty(required = true) Source source,
        @JsonProperty(required = true) Machine machine,
        Isolation isolation,
        @JsonProperty(required = true) Jvm jvm,
        Jdk jdk,
        List<String> forkJvmArgs,
        @JsonProperty(required = true) List<Contender> contenders,
        @JsonProperty(required = true) List<DatasetInfo> datasets,
        @JsonProperty(required = true) List<Unsupported> unsupported,
        @JsonProperty(required = true) List<Failure> failures,
        List<OpenLoopSummary> openLoop) {

    public Manifest {
        resumedAt = copy(resumedAt);
        forkJvmArgs = copy(forkJvmArgs);
        openLoop = copy(openLoop);
    }

    /** {@code complete} unless the run says otherwise (version 1 had no status: it was written at the end). */
    public String statusOrComplete() {
        return status == null ? "complete" : status;
    }

    /** The shard of a sharded run, 1 of 1 otherwise. */
    public Shard shardOrWhole() {
        return shard == null ? new Shard(1, 1) : shard;
    }

    /** What makes two runs' numbers comparable: the same kind of machine (host names aside). */
    public String machineIdentity() {
        return machine.cpuModel() + ", " + machine.logicalCpus() + " CPUs, " + machine.memoryBytes() + " B, " + machine.arch();
    }

    /** The JDK the benchmark JVMs ran on: part of every case's identity. */
    public String jdkIdentity() {
        if (jdk != null) {
            return jdk.vendor() + " " + jdk.vmVersion();
        }
        return jvm.vendor() + " " + (jvm.vmVersion() == null ? jvm.version() : jvm.vmVersion());
    }

    static <T> List<T> copy(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }

    /** Profile settings; the top-level numbers describe the latency tier, as version 1 described its only tier. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ProfileInfo(@JsonProperty(required = true) String name, Integer forks, Integer warmupIterations, Integer warmupMillis,
                              Integer measurementIterations, Integer measurementMillis, List<String> modes, List<String> profilers,
                              Map<String, JmhSettings> tiers, OpenLoopSettings openLoop, Map<String, String> overrides) {
    }

    public record JmhSettings(@JsonProperty(required = true) int forks, @JsonProperty(required = true) int warmupIterations,
                              @JsonProperty(required = true) int warmupMillis, @JsonProperty(required = true) int measurementIterations,
                              @JsonProperty(required = true) int measurementMillis, @JsonProperty(required = true) List<String> modes) {
    }

    /**
     * {@code targetSamples} (optional, added later): the measured window of a rate is cut to what gives
     * that many samples over all forks, never under a second nor over {@code measurementMillis}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record OpenLoopSettings(@JsonProperty(required = true) List<Integer> rates, @JsonProperty(required = true) int forks,
                                   @JsonProperty(required = true) int warmupMillis, @JsonProperty(required = true) int measurementMillis,
                                   @JsonProperty(required = true) List<String> datasets, Long targetSamples) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Selection(@JsonProperty(required = true) List<String> contenders, @JsonProperty(required = true) List<String> datasets,
                            List<String> models, List<Integer> sizes, @JsonProperty(required = true) List<String> operations) {
    }

    public record Shard(@JsonProperty(required = true) int index, @JsonProperty(required = true) int count) {
    }

    /** One shard a merged run was made from. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ShardInfo(@JsonProperty(required = true) int index, @JsonProperty(required = true) String runId, String hostname,
                            String startedAt, String finishedAt, String status, Cases cases, Isolation isolation) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Cases(@JsonProperty(required = true) long planned, @JsonProperty(required = true) long measured,
                        @JsonProperty(required = true) long failed, Long estimatedSeconds, Long lastSessionSeconds) {
    }

    /** {@code dirty} is a boolean, or a string when git could not tell. */
    public record Source(@JsonProperty(required = true) String commit, @JsonProperty(required = true) JsonNode dirty) {
    }

    /** {@code memoryBytes} is a number, or a string ("unknown") when it could not be read. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Machine(String hostname, @JsonProperty(required = true) String cpuModel, @JsonProperty(required = true) int logicalCpus,
                          String isolatedCpus, String governor, String os, String kernel, String arch, JsonNode memoryBytes) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Isolation(String requestedCpus, String isolatedCpus, String nohzFull, String onlineCpus, Map<String, String> governors,
                            Map<String, String> threadSiblings, String smt, String turbo, Boolean pinned, Boolean isolated,
                            List<String> warnings) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Jvm(@JsonProperty(required = true) String vendor, @JsonProperty(required = true) String version, String vmName,
                      String vmVersion, String home, List<String> inputArguments) {
    }

    public record Jdk(@JsonProperty(required = true) String requested, @JsonProperty(required = true) String vendor,
                      @JsonProperty(required = true) String version, @JsonProperty(required = true) String vmVersion) {
    }

    /** A contender's descriptor as the bench recorded it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Contender(@JsonProperty(required = true) String id, String displayName, String family, String library,
                            String libraryVersion, String format, String schemaStyle, String bufferStyle, Boolean reusesBuffer,
                            Boolean zeroCopyAccess, String evolution, List<String> jvmArgs, String notes,
                            @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> more) {
        // A descriptor gains facts as the SPI grows: they pass through unread rather than being lost, in the order the file
        // has them (Map.copyOf would reorder them on every JVM run, and the site export with them).
        public Contender {
            more = more == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(more));
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record DatasetInfo(@JsonProperty(required = true) String id, String model, String description, List<String> tags,
                              Integer batchSize, Boolean timed, Integer samples) {
        public boolean isTimed() {
            return timed == null || timed;
        }
    }

    /**
     * A contender that cannot express a data set (operation {@code *}) or one operation on it, and why;
     * {@code case} names the case when it was found while running it (a later addition, absent in older files).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Unsupported(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String dataset,
                              String operation, @JsonProperty(required = true) String reason, @JsonProperty("case") String caseKey) {
        /** Found while planning: about a data set or an operation on it, not one case. */
        public Unsupported(String contender, String dataset, String operation, String reason) {
            this(contender, dataset, operation, reason, null);
        }
    }

    /** A contender, data set or case that failed, at which stage, with its error. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Failure(@JsonProperty(required = true) String contender, String dataset, String operation,
                          @JsonProperty(required = true) String stage, @JsonProperty("case") String caseKey,
                          @JsonProperty(required = true) String error) {
    }

    /**
     * The manifest's line for one open-loop case; the full result is {@link OpenLoopFile}. The
     * saturation rule and reason were added later (absent in older manifests).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record OpenLoopSummary(@JsonProperty(required = true) String contender, @JsonProperty("case") String caseKey,
                                  @JsonProperty(required = true) String dataset, @JsonProperty(required = true) int ratePerSecond,
                                  @JsonProperty(required = true) long sent, @JsonProperty(required = true) boolean saturated,
                                  Map<String, Long> responseTimePercentiles, Long responseTimeMax, String saturationRule,
                                  String saturationReason) {
    }
}

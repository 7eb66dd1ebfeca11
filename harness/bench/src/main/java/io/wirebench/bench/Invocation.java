package io.wirebench.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebench.bench.host.CpuSet;
import io.wirebench.results.Manifest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code invocation.json}, written when a run starts: the request as given (so that
 * {@code RESUME=<run-id>} plans the very same cases again) and what a resume must find again (the
 * commit, the JDK, the machine). Each resumed session adds its start to {@code resumedAt}, and what
 * differed, when resumed anyway, to {@code mixed}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record Invocation(String profile, Map<String, String> overrides, Manifest.Selection selection, String data, String shard, String cpus,
                  String jdk, String runId, int formatVersion, String baseRunId, String startedAt, Manifest.Source source,
                  Manifest.Jvm jvm, Manifest.Machine machine, List<String> resumedAt, List<String> mixed) {

    static Invocation start(RunRequest r, String runId, String baseRunId, String startedAt, Manifest.Source source, Manifest.Jvm jvm) {
        return new Invocation(r.profileName(), new TreeMap<>(r.overrides()), r.selection().info(),
                r.dataFile() == null ? null : r.dataFile().toString(), r.shard().toString(), r.cpus().toString(),
                r.jdk() == null ? null : r.jdk().toString(), runId, RunCommand.FORMAT_VERSION, baseRunId, startedAt, source, jvm,
                Provenance.machine(), null, null);
    }

    RunRequest request() {
        return new RunRequest(profile, overrides == null ? Map.of() : overrides, Selection.of(selection), data == null ? null : Path.of(data),
                Shard.parse(shard == null ? "1/1" : shard), CpuSet.parse(cpus == null ? "" : cpus), jdk == null ? null : Path.of(jdk), runId);
    }

    /** The same invocation, resumed once more at {@code at}; {@code differences} (if any) are kept as {@code mixed}. */
    Invocation resumed(String at, List<String> differences) {
        List<String> resumes = new ArrayList<>(resumedAt == null ? List.of() : resumedAt);
        resumes.add(at);
        return new Invocation(profile, overrides, selection, data, shard, cpus, jdk, runId, formatVersion, baseRunId, startedAt, source, jvm,
                machine, resumes, differences.isEmpty() ? mixed : differences);
    }

    List<String> resumes() {
        return resumedAt == null ? List.of() : resumedAt;
    }
}

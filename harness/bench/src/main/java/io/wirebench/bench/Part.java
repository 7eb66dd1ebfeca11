package io.wirebench.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.Sizes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code parts/<id>.json}: what one contender's JVMs recorded, in the records of the manifest, so
 * that the manifest is these parts put together. {@code contender} is the descriptor as the
 * contender's own JVM saw it (null when that JVM could not find it); lists are mutable so that a
 * JVM can add to them as it goes.
 */
record Part(Manifest.Contender contender, Manifest.Jvm jvm, List<Sizes.Size> sizes, List<Manifest.Failure> failures,
            List<Manifest.Unsupported> unsupported, List<Manifest.OpenLoopSummary> openLoop) {

    Part {
        sizes = mutable(sizes);
        failures = mutable(failures);
        unsupported = mutable(unsupported);
        openLoop = mutable(openLoop);
    }

    static Part empty(Manifest.Contender contender) {
        return new Part(contender, Provenance.runtime(), null, null, null, null);
    }

    /**
     * The part of contender {@code id} written so far, or an empty one. Parts written before their
     * entries named the contender (an interrupted run begun by an older runner, resumed by this
     * one) get it from the file's name.
     */
    static Part read(RunFolder folder, String id) {
        Path file = folder.part(id);
        if (!Files.exists(file)) {
            return new Part(null, null, null, null, null, null);
        }
        JsonNode part = Json.read(file);
        for (String list : List.of("sizes", "failures", "unsupported", "openLoop")) {
            for (JsonNode entry : part.path(list)) {
                if (entry instanceof ObjectNode o && !o.has("contender")) {
                    o.put("contender", id);
                }
            }
        }
        try {
            return Json.MAPPER.treeToValue(part, Part.class);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getOriginalMessage(), e);
        }
    }

    /** Adds a failure to a part on disk (the runner, for a JVM that died). */
    static void appendFailure(RunFolder folder, String id, Manifest.Failure failure) {
        Part p = read(folder, id);
        p.failures().add(failure);
        Json.write(folder.part(id), p);
    }

    /** A failure of one case. */
    static Manifest.Failure caseFailure(Case c, String stage, Object error) {
        return new Manifest.Failure(c.contender(), c.dataset(), c.label(), stage, c.key(), describe(error));
    }

    /** A failure of a contender ({@code *}), of a data set, or of an operation on it, outside any one case. */
    static Manifest.Failure failure(String contender, String dataset, String operation, String stage, Object error) {
        return new Manifest.Failure(contender, dataset, operation, stage, null, describe(error));
    }

    /** An exception as the exception and the first frames of its trace: enough to see where, short enough to show. */
    private static String describe(Object error) {
        if (!(error instanceof Throwable t)) {
            return String.valueOf(error);
        }
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString().lines().limit(12).collect(Collectors.joining("\n"));
    }

    private static <T> List<T> mutable(List<T> list) {
        return list == null ? new ArrayList<>() : new ArrayList<>(list);
    }
}

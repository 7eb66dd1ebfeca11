package io.wirebench.conformance;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.EdgeSamples;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The bytes every contender writes for the RION models, as one line per contender and message
 * set, recorded once and compared on every build: the proof that code generated from the RION
 * table (harness/riongen) writes what the hand-written mappings it replaced wrote. A line is
 * {@code contender what count bytes sha256}: {@code what} is a RION data set (every sample
 * encoded, in order) or {@code model~edge-label} (one edge message, {@link EdgeSamples}); a
 * message that fails to encode records its exception's class instead of a digest, so a contender
 * that refused an edge must go on refusing it.
 *
 * <p>Record with {@code java -cp <the contenders' class path> io.wirebench.conformance.RionGoldenBytes FILE}
 * (every contender on the class path); check with {@link #check}.
 */
public final class RionGoldenBytes {
    private RionGoldenBytes() {
    }

    /** Writes the lines of every contender on the class path to the file named, or to standard output. */
    public static void main(String[] args) throws IOException {
        String text = String.join("\n", lines(Contenders.discover())) + "\n";
        if (args.length == 1) {
            Files.writeString(Path.of(args[0]), text, StandardCharsets.UTF_8);
        } else {
            System.out.print(text);
        }
    }

    /**
     * Compares the lines of {@code contenders} with the recorded resource {@code resource} beside
     * {@code anchor}; throws an {@link AssertionError} naming every line missing, new or changed.
     */
    public static void check(Contenders contenders, Class<?> anchor, String resource) {
        Set<String> expected = new LinkedHashSet<>();
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new AssertionError("no recorded RION bytes " + resource + " beside " + anchor.getName());
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    expected.add(line.strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Set<String> actual = new LinkedHashSet<>(lines(contenders));
        if (expected.isEmpty() || actual.isEmpty()) {
            throw new AssertionError("nothing to compare: " + expected.size() + " recorded lines, " + actual.size() + " now");
        }
        if (!expected.equals(actual)) {
            List<String> diff = new ArrayList<>();
            expected.stream().filter(l -> !actual.contains(l)).forEach(l -> diff.add("- " + l));
            actual.stream().filter(l -> !expected.contains(l)).forEach(l -> diff.add("+ " + l));
            throw new AssertionError("RION bytes differ from " + resource + " (- recorded, + now):\n" + String.join("\n", diff));
        }
    }

    /** The lines of every contender, in id order, for every RION data set and edge message it supports. */
    public static List<String> lines(Contenders contenders) {
        List<String> lines = new ArrayList<>();
        for (Contender contender : contenders.all()) {
            for (Dataset<?> dataset : Datasets.all()) {
                if (isRion(dataset.model()) && contender.supports(dataset).supported()) {
                    lines.add(line(contender, dataset.id(), dataset.model(), dataset.samples()));
                }
            }
            for (Model<?> element : Models.RION) {
                edges(lines, contender, element);
                edges(lines, contender, Model.batchOf(element));
            }
        }
        return lines;
    }

    private static <T> void edges(List<String> lines, Contender contender, Model<T> model) {
        if (contender.supports(model).supported()) {
            for (EdgeSamples.EdgeSample<T> sample : EdgeSamples.of(model)) {
                String what = model.id() + "~" + sample.label().replaceAll("\\s+", "_");
                lines.add(line(contender, what, model, List.of(sample.newInstance())));
            }
        }
    }

    private static boolean isRion(Model<?> model) {
        return Models.RION.contains(model) || model.element().map(Models.RION::contains).orElse(false);
    }

    @SuppressWarnings("unchecked")
    private static <T> String line(Contender contender, String what, Model<T> model, List<?> messages) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        long total = 0;
        String head = contender.descriptor().id() + " " + what + " " + messages.size() + " ";
        try {
            // A fresh codec per line, so a line does not depend on what the codec wrote before it.
            Codec<T> codec = contender.newCodec(model);
            for (Object message : messages) {
                codec.encode((T) message);
                byte[] bytes = codec.encoded();
                total += bytes.length;
                sha.update(new byte[] {(byte) (bytes.length >>> 24), (byte) (bytes.length >>> 16), (byte) (bytes.length >>> 8), (byte) bytes.length});
                sha.update(bytes);
            }
        } catch (Exception e) {
            return head + "! " + e.getClass().getName();
        }
        return head + total + " " + HexFormat.of().formatHex(sha.digest());
    }
}

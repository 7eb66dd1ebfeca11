package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The update-stream and compression cases each profile plans, and what they add to its cost. */
class TradeOffsTest {
    private static final Set<String> HEADLINE_MODELS = Set.of(Models.ORDER.id(), Models.MEDIA_CONTENT.id());

    /** Named like the real contenders the profiles list; {@code wire-delta} carries the update stream only. */
    private static final Contenders NAMED = Contenders.of(List.of(
            new FakeContender("wire-binary-named", false),
            new FakeContender("wire-delta", false, Set.of(Models.UPDATES.id())),
            new FakeContender("other", false, HEADLINE_MODELS)));

    private static Plan plan(Profile profile, Selection selection) {
        return Plan.of(NAMED, Datasets.all(), profile, selection);
    }

    private static List<String> tradeOffKeys(Plan plan) {
        return plan.cases().stream().filter(c -> c instanceof Case.Jmh j && !j.operation().isCodec()).map(Case::key).sorted().toList();
    }

    @Test
    void everyProfileNamesOnlyCompressorsAndDataSetsThatExist() {
        for (Profile p : Profile.ALL) {
            assertTrue(Compressors.ids().containsAll(p.tradeOffs().stream().compressors()), p.name());
            for (TradeOffs.PayloadPlan payload : p.tradeOffs().payloads()) {
                assertTrue(Compressors.ids().containsAll(payload.timedCompressors()), p.name() + " " + payload);
                assertTrue(payload.dataset().equals(TradeOffs.STREAM_DATASET) || Datasets.byId(payload.dataset()) != null, payload.dataset());
                assertEquals(payload.dataset().equals(TradeOffs.STREAM_DATASET), List.of("stream", "per-message").contains(payload.kind()),
                        "the stream's payloads are stream and per-message: " + payload);
            }
        }
        assertTrue(Compressors.ids().containsAll(Compressors.SIZES_TABLE));
    }

    @Test
    void quickPlansATokenSet() {
        assertEquals(List.of(
                "wire-binary-named/orders/compress;compressor=lz4-air;payload=batch",
                "wire-binary-named/orders/compress;compressor=lz4-fast;payload=batch",
                "wire-binary-named/orders/decompress;compressor=lz4-air;payload=batch",
                "wire-binary-named/orders/decompress;compressor=lz4-fast;payload=batch",
                "wire-binary-named/updates/streamRoundTrip;compressor=none",
                "wire-binary-named/updates/streamRoundTrip;compressor=zstd-fast",
                "wire-delta/updates/streamRoundTrip;compressor=none"), tradeOffKeys(plan(Profile.QUICK, Selection.ALL)));
        Case.Jmh one = (Case.Jmh) plan(Profile.QUICK, Selection.ALL).cases().stream()
                .filter(c -> c.key().equals("wire-binary-named/orders/compress;compressor=lz4-air;payload=batch")).findFirst().orElseThrow();
        RunFolder folder = new RunFolder(Path.of("run"));
        assertEquals(Path.of("run/jmh/wire-binary-named/orders/compress@lz4-air@batch.json"), one.resultFile(folder));
        assertEquals(Path.of("run/parts/forks/wire-binary-named/orders/compress@lz4-air@batch/round-2.json"), one.inRound(2, null).resultFile(folder));
        assertEquals(one.key() + "#2", one.inRound(2, 4).key());
        assertEquals(one, one.inRound(3, 4).whole());
    }

    @Test
    void aNarrowedSelectionPlansThemOnlyOnTheDataSetsItNames() {
        assertEquals(List.of(), tradeOffKeys(plan(Profile.QUICK, new Selection(Set.of(), Set.of("order"), Set.of(), Set.of(), Set.of()))));
        assertEquals(List.of(), tradeOffKeys(plan(Profile.QUICK, new Selection(Set.of(), Set.of(), Set.of(), Set.of(), Set.of(Operation.ENCODE)))));
        Plan stream = plan(Profile.QUICK, new Selection(Set.of(), Set.of(TradeOffs.STREAM_DATASET), Set.of(), Set.of(), Set.of()));
        assertEquals(3, stream.caseCount(), "DATASETS=updates: the stream cases only, no codec or open-loop case");
        assertTrue(stream.cases().stream().allMatch(c -> c.dataset().equals(TradeOffs.STREAM_DATASET)));
        Plan compressOnly = plan(Profile.QUICK, new Selection(Set.of(), Set.of(), Set.of(), Set.of(), Set.of(Operation.COMPRESS)));
        assertEquals(2, compressOnly.caseCount(), "OPS=compress: the two compressors on the batch");
    }

    @Test
    void aListedContenderThatCannotCarryAPayloadIsRecordedWithItsReason() {
        Contenders partial = Contenders.of(List.of(new FakeContender("wire-binary-named", false, HEADLINE_MODELS)));
        Plan plan = Plan.of(partial, Datasets.all(), Profile.PUBLISH, Selection.ALL);
        assertTrue(plan.unsupported().contains(new Plan.Unsupported("wire-binary-named", TradeOffs.STREAM_DATASET, "*", "fake: no mydatatype")),
                plan.unsupported().toString());
        assertTrue(plan.unsupported().contains(new Plan.Unsupported("wire-binary-named", TradeOffs.STREAM_DATASET, "compress;payload=stream",
                "fake: no mydatatype")), plan.unsupported().toString());
        assertFalse(plan.cases().stream().anyMatch(c -> c.dataset().equals(TradeOffs.STREAM_DATASET)));
        assertTrue(plan.cases().stream().anyMatch(c -> c.key().equals("wire-binary-named/orders/compress;compressor=xz-fast;payload=batch")));
    }

    @Test
    void everyCaseOfTheFullProfileHasItsOwnResultFile() {
        Plan plan = plan(Profile.FULL, Selection.ALL);
        Set<Path> files = new HashSet<>();
        RunFolder folder = new RunFolder(Path.of("run"));
        for (Case c : plan.cases()) {
            assertTrue(files.add(c.resultFile(folder)), "twice: " + c.resultFile(folder));
        }
        // wire-binary-named: 2 stream operations x (as sent + every compressor); 6 payloads x every compressor x 2 operations
        long stream = plan.cases().stream().filter(c -> c.contender().equals("wire-binary-named") && c.dataset().equals(TradeOffs.STREAM_DATASET)
                && ((Case.Jmh) c).operation().benchmark() == UpdateStreamBenchmark.class).count();
        assertEquals(2 * (1 + Compressors.ids().size()), stream);
        long compression = plan.cases().stream().filter(c -> c.contender().equals("wire-binary-named") && c instanceof Case.Jmh j
                && j.operation().benchmark() == CompressionBenchmark.class).count();
        assertEquals(6 * Compressors.ids().size() * 2, compression);
    }

    /**
     * The budget the issue sets: publish grows by at most about 5 minutes. Here for 46 contenders of
     * which 20 carry the update stream, as in the repository; {@code make plan PROFILE=publish} prints the real one.
     */
    @Test
    void publishGrowsByAtMostFiveMinutes() {
        List<Contender> contenders = new ArrayList<>();
        contenders.add(new FakeContender("wire-binary-named", false));
        contenders.add(new FakeContender("wire-delta", false, Set.of(Models.UPDATES.id())));
        for (int i = 0; i < 18; i++) {
            contenders.add(new FakeContender("carrier" + i, false));
        }
        for (int i = 0; i < 26; i++) {
            contenders.add(new FakeContender("plain" + i, false, HEADLINE_MODELS));
        }
        Profile without = new Profile("publish", Profile.PUBLISH.latency(), Profile.PUBLISH.headline(), Profile.PUBLISH.matrix(),
                Profile.PUBLISH.openLoop(), Profile.PUBLISH.defaultDatasets(), true, Profile.PUBLISH.overrides(), TradeOffs.NONE,
                Profile.PUBLISH.parity(), Profile.PUBLISH.coldStart(), Profile.PUBLISH.onRequest(), Profile.PUBLISH.readInPlace());
        long before = Plan.of(Contenders.of(contenders), Datasets.all(), without, Selection.ALL).estimatedSeconds();
        long after = Plan.of(Contenders.of(contenders), Datasets.all(), Profile.PUBLISH, Selection.ALL).estimatedSeconds();
        assertTrue(after > before, "the trade-offs cost something: " + before + " -> " + after);
        assertTrue(after - before <= 300, "publish grows by " + (after - before) + " s: " + before + " -> " + after);
    }
}

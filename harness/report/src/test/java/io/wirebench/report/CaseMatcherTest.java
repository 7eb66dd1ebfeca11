package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.Sizes;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which cases of two runs compare treats as the same case. */
class CaseMatcherTest {
    @TempDir
    Path results;

    private Run read(SyntheticRun run) {
        return RunReader.read(run.write(results));
    }

    @Test
    void theSameCaseOnTheSameJdkMatchesAndTheRestIsListedInPrintedOrder() {
        Run base = read(new SyntheticRun("2026a").avgt("b", "encode", 3, 100, 0, 1).avgt("a", "encode", 3, 100, 0, 2)
                .avgt("gone", "decode", 3, 100, 0, 3));
        Run current = read(new SyntheticRun("2026b").avgt("a", "encode", 3, 100, 0, 4).avgt("b", "encode", 3, 100, 0, 5)
                .avgt("added", "decode", 3, 100, 0, 6));
        CaseMatcher.Matches<Measurement> m = CaseMatcher.jmh(base, current);
        assertEquals(List.of("a/order/encode/avgt @ Test 17.0.15+6", "b/order/encode/avgt @ Test 17.0.15+6"),
                m.pairs().stream().map(CaseMatcher.Pair::label).toList());
        assertEquals("a", m.pairs().get(0).base().contender());
        assertTrue(m.pairs().get(0).base() != m.pairs().get(0).current(), "one record from each run");
        assertEquals(List.of("gone/order/decode/avgt @ Test 17.0.15+6"), m.onlyBase());
        assertEquals(List.of("added/order/decode/avgt @ Test 17.0.15+6"), m.onlyNew());
    }

    @Test
    void onAnotherJdkNoTimeMatchesButSizesStillDo() {
        Run base = read(new SyntheticRun("2026a", "17.0.15").avgt("x", "encode", 3, 100, 0, 1).size("x", 30, 40));
        Run current = read(new SyntheticRun("2026b", "25.0.1").avgt("x", "encode", 3, 100, 0, 2).size("x", 31, 40));
        CaseMatcher.Matches<Measurement> jmh = CaseMatcher.jmh(base, current);
        assertTrue(jmh.pairs().isEmpty(), jmh.toString());
        assertEquals(List.of("x/order/encode/avgt @ Test 17.0.15"), jmh.onlyBase());
        assertEquals(List.of("x/order/encode/avgt @ Test 25.0.1"), jmh.onlyNew());
        CaseMatcher.Matches<Sizes.Size> sizes = CaseMatcher.sizes(base, current);
        assertEquals(1, sizes.pairs().size(), "bytes do not depend on the JDK");
        assertEquals("x/order/size", sizes.pairs().get(0).label());
        assertEquals(31.0, sizes.pairs().get(0).current().bytes());
    }

    @Test
    void openLoopCasesMatchByContenderDatasetAndRate() {
        Run base = read(new SyntheticRun("2026a").openLoop("x", 3, 1000, 50_000, 1).openLoop("y", 3, 1000, 50_000, 2));
        Run current = read(new SyntheticRun("2026b").openLoop("x", 3, 1000, 50_000, 3));
        CaseMatcher.Matches<io.wirebench.results.OpenLoopFile> m = CaseMatcher.openLoop(base, current);
        assertEquals(List.of("x/order/openLoop@10000 @ Test 17.0.15+6"), m.pairs().stream().map(CaseMatcher.Pair::label).toList());
        assertEquals(List.of("y/order/openLoop@10000 @ Test 17.0.15+6"), m.onlyBase());
        assertTrue(m.onlyNew().isEmpty());
    }
}

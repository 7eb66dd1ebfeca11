package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.ColdStartFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.Runner;

/**
 * A real cold-start case as the runner runs it ({@link ColdStartRecorder#options}): the floor contender on the
 * order, 2 forks per method, each a fresh JVM measuring one call; then read back as coldstart.json reads it.
 */
class ColdStartJmhTest {
    @Test
    void eachForkIsAFreshJvmThatLoadsTheCodecsClassesAndAllocates(@TempDir Path dir) throws Exception {
        System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, "true");
        RunFolder folder = new RunFolder(dir);
        Case.ColdStart c = new Case.ColdStart("baseline-bytebuffer", "order", 2, null);
        Path result = c.resultFile(folder);
        java.nio.file.Files.createDirectories(result.getParent());
        new Runner(ColdStartRecorder.options("baseline-bytebuffer", c, List.of("-Xms256m", "-Xmx256m"), result)
                .shouldFailOnError(true).build()).run();

        assertTrue(folder.hasResult(c));
        ColdStartFile.Row row = ColdStartRecorder.of(folder, List.of(c)).rows().get(0);
        assertNull(row.error());
        for (ColdStartFile.Method m : List.of(row.firstMessage(), row.firstThousand())) {
            assertEquals(2, m.forks());
            for (ColdStartFile.Fork f : m.perFork()) {
                assertTrue(f.nanos() > 0, f.toString());
                // a fresh JVM loads at least the codec's own class; the message objects it makes are bytes on the heap
                assertTrue(f.classesLoaded() >= 1, f.toString());
                assertTrue(f.allocatedBytes() > 0, f.toString());
            }
        }
        // a thousand round trips allocate more than one, fork for fork (the same set-up, 999 more messages)
        assertTrue(row.firstThousand().medianAllocatedBytes() > row.firstMessage().medianAllocatedBytes(), row.toString());
    }
}

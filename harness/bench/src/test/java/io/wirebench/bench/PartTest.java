package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A part left by an older runner (entries without their contender) still reads, so that its interrupted run can be resumed. */
class PartTest {
    @Test
    void aPartWhoseEntriesDoNotNameTheirContenderGetsItFromTheFileName(@TempDir Path dir) throws IOException {
        RunFolder folder = new RunFolder(dir);
        Files.createDirectories(folder.part("x").getParent());
        Files.writeString(folder.part("x"), """
                {"contender": null, "jvm": null,
                 "sizes": [{"dataset": "order", "samples": 1, "payloadBytes": 30, "framedBytes": 31, "frameBytes": 0, "bytes": 30, "gzipBytes": 50}],
                 "failures": [{"dataset": "order", "operation": "encode", "stage": "benchmark", "error": "boom", "case": "x/order/encode"}],
                 "unsupported": [{"case": "x/order/access", "dataset": "order", "operation": "access", "reason": "no"}],
                 "openLoop": []}
                """);
        Part p = Part.read(folder, "x");
        assertEquals("x", p.sizes().get(0).contender());
        assertEquals(30.0, p.sizes().get(0).bytes());
        assertEquals("x/order/encode", p.failures().get(0).caseKey());
        assertEquals("x", p.unsupported().get(0).contender());
        assertNull(p.contender());
        Part.appendFailure(folder, "x", Part.failure("x", "*", "*", "jvm", "died"));
        assertEquals(2, Part.read(folder, "x").failures().size());
    }
}

package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When a run's forks map a class archive ({@link ClassArchive}), and what the plan charges for it. */
class ClassArchiveTest {
    @TempDir
    Path tmp;

    @Test
    void onByDefaultInRoundsAndOffWhenAskedOrNotInRounds() {
        assertTrue(ClassArchive.enabled(Profile.PUBLISH));
        assertFalse(ClassArchive.enabled(Profile.PUBLISH.withOverrides(Map.of("cds", "false"))));
        assertEquals(CostModel.FORK_START_SECONDS, CostModel.forkStart(Profile.PUBLISH.withOverrides(Map.of("cds", "false"))), 0.0);
        assertEquals(CostModel.FORK_START_SECONDS, CostModel.forkStart(Profile.QUICK), 0.0, "quick is not in rounds: no archive");
        assertEquals(CostModel.ARCHIVED_FORK_START_SECONDS, CostModel.forkStart(Profile.PUBLISH), 0.0);
        assertEquals(0.0, CostModel.perContenderSeconds(Profile.QUICK), 0.0);
        assertEquals(CostModel.ARCHIVE_WRITE_SECONDS, CostModel.perContenderSeconds(Profile.PUBLISH), 0.0);
    }

    @Test
    void onlyAClassPathOfJarsCanBeArchived() throws Exception {
        Path jar = Files.writeString(tmp.resolve("a.jar"), "");
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        assertTrue(ClassArchive.archivable(jar.toString()));
        assertFalse(ClassArchive.archivable(jar + File.pathSeparator + classes), "the JVM refuses to dump with a folder on the path");
        assertFalse(ClassArchive.archivable(""));
    }

    @Test
    void anArchiveIsWrittenOnceAndMappedOnceItExists() throws Exception {
        RunFolder folder = new RunFolder(tmp.resolve("20261127T000000Z-publish"));
        try {
            ClassArchive.delete(folder);
            assertEquals(ClassArchive.Use.NONE, ClassArchive.use(Profile.PUBLISH, folder, "fory"), "nothing to map yet");
            List<String> write = ClassArchive.writeArgs(folder, "fory");
            assertTrue(write.get(0).startsWith("-XX:ArchiveClassesAtExit=") && write.get(0).endsWith("fory.jsa"), write.toString());
            Path archive = Path.of(write.get(0).substring("-XX:ArchiveClassesAtExit=".length()));
            assertFalse(ClassArchive.toWrite(Profile.PUBLISH, folder, "fory"), "a write is tried once per run");
            assertEquals(ClassArchive.Use.NONE, ClassArchive.use(Profile.PUBLISH, folder, "fory"), "the write failed: nothing to map");
            Files.writeString(archive, "archive");
            assertEquals(ClassArchive.Use.MAPS, ClassArchive.use(Profile.PUBLISH, folder, "fory"));
            assertEquals(List.of("-XX:SharedArchiveFile=" + archive), ClassArchive.forkArgs(folder, "fory", ClassArchive.Use.MAPS));
            assertEquals(ClassArchive.Use.NONE, ClassArchive.use(Profile.PUBLISH.withOverrides(Map.of("cds", "false")), folder, "fory"));
            ClassArchive.delete(folder);
            assertFalse(Files.exists(archive), "deleted when the rounds are done");
        } finally {
            ClassArchive.delete(folder);
        }
    }
}

package io.wirebench.bench.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.bench.Discovery;
import io.wirebench.bench.Plan;
import io.wirebench.core.Contender;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReadmeContendersTest {

    /**
     * The adapters' contenders, without the fakes this module's tests register. An adapter that cannot be
     * discovered fails here rather than as a stale table (under {@code mvn test}, without {@code package},
     * our wire adapter finds no version for the wire jar: use {@code verify}, as make test does).
     */
    static List<Contender> adapterContenders() {
        Discovery discovery = Discovery.discover();
        List<Plan.Failure> adapterFailures = discovery.failures().stream().filter(f -> !f.contender().startsWith("io.wirebench.bench.")).toList();
        assertEquals(List.of(), adapterFailures, "adapters that could not be discovered");
        return discovery.contenders().all().stream()
                .filter(c -> !c.getClass().getProtectionDomain().getCodeSource().getLocation().getPath().endsWith("/test-classes/"))
                .toList();
    }

    @Test
    void theCommittedReadmeListsExactlyTheContendersTheBuildHas() throws IOException {
        Path readme = Path.of("../../README.md");
        String text = Files.readString(readme);
        String expected = ReadmeContenders.rewrite(text, ReadmeContenders.block(adapterContenders()), readme);
        assertTrue(expected.equals(text), "README.md's contender table is stale: run `make readme` and commit README.md");
    }

    @Test
    void theTableNamesEveryContenderOnceAndCountsThem() {
        List<Contender> all = adapterContenders();
        String block = ReadmeContenders.block(all);
        assertTrue(block.startsWith("**" + all.size() + " contenders** from "), block);
        for (Contender c : all) {
            assertEquals(1, block.split("`" + c.descriptor().id() + "`", -1).length - 1, c.descriptor().id());
        }
        assertTrue(block.contains("| `adapters/jackson` | "), block);
    }

    @Test
    void aFileWithoutTheMarkersIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReadmeContenders.rewrite("# no table here\n", "x", Path.of("SOME.md")));
        assertTrue(e.getMessage().startsWith("SOME.md: no contender table markers"), e.getMessage());
    }

    @Test
    void onlyTheTextBetweenTheMarkersChanges() {
        String before = "intro\n" + ReadmeContenders.BEGIN + "\nold table\n" + ReadmeContenders.END + "\noutro\n";
        assertEquals("intro\n" + ReadmeContenders.BEGIN + "\nnew\n" + ReadmeContenders.END + "\noutro\n",
                ReadmeContenders.rewrite(before, "new\n", Path.of("R.md")));
    }
}

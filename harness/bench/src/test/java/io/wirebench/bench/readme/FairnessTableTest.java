package io.wirebench.bench.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FairnessTableTest {
    private static final String ROW_A = "| `a` | fast | docs | yes / yes | 56 | 40 | none | detects | nothing | none | — |";
    private static final String ROW_B = "| `b` | `x|y` kept in one cell | docs | no / no | 99 | 41 | none | not claimed | nan | none | `a` |";

    @Test
    void theCommittedFairnessTableHasExactlyTheRowsOfTheModuleReadmes() throws IOException {
        Path adapters = Path.of("../../adapters");
        Set<String> ids = ReadmeContendersTest.adapterContenders().stream().map(c -> c.descriptor().id())
                .collect(Collectors.toCollection(TreeSet::new));
        String text = Files.readString(adapters.resolve("README.md"));
        String expected = FairnessTable.rewrite(text, FairnessTable.collect(adapters, ids), adapters.resolve("README.md"));
        assertTrue(expected.equals(text), "adapters/README.md's fairness table is stale: run `make readme` and commit adapters/README.md");
    }

    @Test
    void rowsAreCollectedFromEveryModuleInIdOrder(@TempDir Path adapters) throws IOException {
        module(adapters, "one", ROW_B);
        module(adapters, "two", ROW_A);
        String table = FairnessTable.collect(adapters, Set.of("a", "b"));
        assertEquals(FairnessTable.HEADER + "\n" + "|---".repeat(11) + "|\n" + ROW_A + "\n" + ROW_B + "\n", table);
    }

    @Test
    void aContenderWithoutARowIsNamed(@TempDir Path adapters) throws IOException {
        module(adapters, "one", ROW_A);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FairnessTable.collect(adapters, Set.of("a", "b")));
        assertTrue(e.getMessage().startsWith("no fairness row for [b]"), e.getMessage());
    }

    @Test
    void aRowForNoContenderOrTwiceOrWithCellsMissingIsRefusedNamingTheFile(@TempDir Path adapters) throws IOException {
        Path one = module(adapters, "one", ROW_A + "\n" + ROW_B);
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> FairnessTable.collect(adapters, Set.of("a")));
        assertTrue(unknown.getMessage().equals(one + ": a fairness row names 'b', which is no contender of this build"), unknown.getMessage());

        Path two = module(adapters, "two", ROW_A);
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> FairnessTable.collect(adapters, Set.of("a", "b")));
        assertTrue(twice.getMessage().equals(two + ": 'a' has a fairness row already (in " + one + ")"), twice.getMessage());

        Files.delete(two);
        module(adapters, "one", "| `a` | fast | docs |");
        IllegalArgumentException cells = assertThrows(IllegalArgumentException.class, () -> FairnessTable.collect(adapters, Set.of("a")));
        assertTrue(cells.getMessage().startsWith(one + ": a fairness row has 3 cells, the table has 11"), cells.getMessage());
    }

    @Test
    void onlyTheTextBetweenTheTableMarkersChanges() {
        String before = "intro\n" + FairnessTable.TABLE_BEGIN + "\nold\n" + FairnessTable.TABLE_END + "\nnotes\n";
        assertEquals("intro\n" + FairnessTable.TABLE_BEGIN + "\nnew\n" + FairnessTable.TABLE_END + "\nnotes\n",
                FairnessTable.rewrite(before, "new\n", Path.of("R.md")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FairnessTable.rewrite("no markers", "x", Path.of("R.md")));
        assertTrue(e.getMessage().startsWith("R.md: no fairness table markers"), e.getMessage());
    }

    private static Path module(Path adapters, String name, String rows) throws IOException {
        Path readme = Files.createDirectories(adapters.resolve(name)).resolve("README.md");
        Files.writeString(readme, "# " + name + "\n\n" + FairnessTable.ROWS_BEGIN + "\n" + FairnessTable.HEADER + "\n" + "|---".repeat(11)
                + "|\n" + rows + "\n" + FairnessTable.ROWS_END + "\n");
        return readme;
    }
}

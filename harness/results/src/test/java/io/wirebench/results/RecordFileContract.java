package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three tests every one-record result file gets, written once: its example record is written valid and read back
 * equal, its schema rejects each edit the reader would not mean, and its reader refuses each broken file naming what is
 * wrong. A file's test extends this with only what is its format's: the record, the edits and the refusals.
 */
abstract class RecordFileContract<T> {

    /** An edit of the valid JSON, and why the result must not pass. */
    record Edit(UnaryOperator<String> edit, String why) {
    }

    /** An edit of the valid JSON, and the fragments the reader's refusal must hold. */
    record Refusal(Edit edit, String... fragments) {
    }

    /**
     * {@code from} replaced by {@code to}; the edit fails if {@code from} is not in the JSON, so that an edit cannot
     * pass by changing nothing.
     */
    static Edit replace(String from, String to, String why) {
        return new Edit(json -> {
            assertTrue(json.contains(from), "the valid JSON holds no " + from);
            return json.replace(from, to);
        }, why);
    }

    static Refusal refused(String from, String to, String... fragments) {
        return new Refusal(replace(from, to, "refused"), fragments);
    }

    @TempDir
    Path tmp;

    private final String file;
    private final String schema;
    private final Function<Path, T> read;

    RecordFileContract(String file, String schema, Function<Path, T> read) {
        this.file = file;
        this.schema = schema;
        this.read = read;
    }

    /** The example record: every kind of row the format has, absent fields included. */
    abstract T record();

    abstract List<Edit> rejected();

    abstract List<Refusal> refusals();

    /** What else must hold of the JSON as written (absent fields left out, say). */
    abstract void checkWritten(String written);

    @Test
    void writesValidAndReadsBackTheSame() throws IOException {
        checkWritten(RecordFileChecks.writesValidAndReadsBack(tmp.resolve(file), record(), schema, read));
    }

    @Test
    void theSchemaRejectsWhatTheReaderWouldNotMean() throws IOException {
        String good = ResultFiles.MAPPER.writeValueAsString(record());
        assertEquals(List.of(), problems(good));
        for (Edit edit : rejected()) {
            String edited = edit.edit().apply(good);
            assertNotEquals(good, edited, edit.why());
            assertFalse(problems(edited).isEmpty(), edit.why());
        }
    }

    @Test
    void anotherVersionAMissingFieldOrAWrongTypeIsRefusedByName() throws IOException {
        String good = ResultFiles.MAPPER.writeValueAsString(record());
        for (Refusal refusal : refusals()) {
            RecordFileChecks.assertRefused(tmp.resolve(file), refusal.edit().edit().apply(good), read, refusal.fragments());
        }
    }

    private List<String> problems(String json) throws IOException {
        return RecordFileChecks.problems(RecordFileChecks.schema(schema), json);
    }
}

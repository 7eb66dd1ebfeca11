package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** coldstart.json: the record, its schema and the refusals agree. */
class ColdStartRecordsTest {
    @TempDir
    Path tmp;

    private static List<String> problems(String json) throws IOException {
        return RecordFileChecks.problems(RecordFileChecks.schema("coldstart.schema.json"), json);
    }

    static ColdStartFile coldStart() {
        ColdStartFile.Method first = new ColdStartFile.Method(3, 72_269_098.5, 65_810_199, 89_170_466, 0.75, 907_400, 84,
                List.of(new ColdStartFile.Fork(1, 89_170_466, 910_000, 84), new ColdStartFile.Fork(2, 72_269_098.5, 907_400, 84),
                        new ColdStartFile.Fork(3, 65_810_199, 900_000, 84)));
        ColdStartFile.Method thousand = new ColdStartFile.Method(1, 230_903_420, 230_903_420, 230_903_420, 0, 965_552, 84,
                List.of(new ColdStartFile.Fork(null, 230_903_420, 965_552, 84)));
        return new ColdStartFile(ColdStartFile.FORMAT_VERSION, "one call per fresh JVM",
                List.of(new ColdStartFile.Row("wire-binary-named", "order", 3, first, thousand, null),
                        new ColdStartFile.Row("jackson-databind", "order", 3, null, null, "no fork of firstMessage or firstThousand gave a result")));
    }

    @Test
    void writesValidAndReadsBackTheSame() throws IOException {
        String written = RecordFileChecks.writesValidAndReadsBack(tmp.resolve("coldstart.json"), coldStart(), "coldstart.schema.json",
                ResultFiles::readColdStart);
        assertFalse(written.contains("\"round\" : null"), "a fork outside rounds has no round");
        assertFalse(written.contains("\"firstMessage\" : null"), "a method without forks is absent");
    }

    @Test
    void theSchemaRejectsWhatTheReaderWouldNotMean() throws IOException {
        String good = ResultFiles.MAPPER.writeValueAsString(coldStart());
        assertEquals(List.of(), problems(good));
        assertFalse(problems(good.replace("\"confidence\" : 0.75", "\"confidence\" : 75")).isEmpty(), "coverage is a fraction");
        assertFalse(problems(good.replace("\"classesLoaded\" : 84", "\"classesLoaded\" : -1")).isEmpty(), "no negative counts");
        assertFalse(problems(good.replace("\"forks\" : 3,", "\"forks\" : 0,")).isEmpty(), "a case has forks");
        assertFalse(problems(good.replace("\"dataset\" : \"order\",", "\"dataset\" : \"order\", \"guess\" : 1,")).isEmpty(), "no unknown fields");
        assertFalse(problems(good.replace("\"formatVersion\" : 1", "\"formatVersion\" : 2")).isEmpty());
    }

    @Test
    void anotherVersionAMissingFieldOrAWrongTypeIsRefusedByName() throws IOException {
        Path f = tmp.resolve("coldstart.json");
        String good = ResultFiles.MAPPER.writeValueAsString(coldStart());
        RecordFileChecks.assertRefused(f, good.replace("\"formatVersion\" : 1", "\"formatVersion\" : 9"), ResultFiles::readColdStart,
                "cold-start file format version 9");
        RecordFileChecks.assertRefused(f, good.replaceFirst("\"medianNanos\" : [0-9.E]+,", ""), ResultFiles::readColdStart,
                "rows[0].firstMessage.medianNanos", "required and missing");
        RecordFileChecks.assertRefused(f, good.replace("\"allocatedBytes\" : 910000", "\"allocatedBytes\" : \"910000\""), ResultFiles::readColdStart,
                "allocatedBytes", "wrong type");
    }
}

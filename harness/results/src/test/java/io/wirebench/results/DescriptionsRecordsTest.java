package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** descriptions.json: the record, its schema and the refusals agree. */
class DescriptionsRecordsTest {
    @TempDir
    Path tmp;

    private static List<String> problems(String json) throws IOException {
        return RecordFileChecks.problems(RecordFileChecks.schema("descriptions.schema.json"), json);
    }

    static DescriptionsFile descriptions() {
        return new DescriptionsFile(DescriptionsFile.FORMAT_VERSION, "2026-11-26T10:00:00Z", DescriptionsFile.BY_RUN, "order", List.of(
                new DescriptionsFile.Entry("wire-json", "Our own forms of the published wire.",
                        List.of(new DescriptionsFile.Cell("fast path it follows", "one reused buffer"), new DescriptionsFile.Cell("reference", "wire/README.md")),
                        List.of(new DescriptionsFile.Cell("what", "JSON text")),
                        new DescriptionsFile.Sample("samples/wire-json.order.bin", 7, "00000000 7B 22 61 22 3A 31 7D                            {\"a\":1}\n",
                                "utf8", "{\"a\":1}", "the bytes as UTF-8 text")),
                new DescriptionsFile.Entry("protobuf", null, null, null,
                        new DescriptionsFile.Sample("samples/protobuf.order.bin", 2, "00000000 08 7B                                            ·{\n",
                                "none", null, "binary: reading it back needs its schema (or its library)")),
                new DescriptionsFile.Entry("broken", null, null, null, null)));
    }

    @Test
    void writesValidAndReadsBackTheSame() throws IOException {
        String written = RecordFileChecks.writesValidAndReadsBack(tmp.resolve(DescriptionsFile.FILE), descriptions(), "descriptions.schema.json",
                ResultFiles::readDescriptions);
        assertFalse(written.contains("\"about\" : null"), "an absent paragraph is left out, not written as null");
        assertFalse(written.contains("\"text\" : null"));
    }

    @Test
    void theSchemaRejectsWhatTheReaderWouldNotMean() throws IOException {
        String good = ResultFiles.MAPPER.writeValueAsString(descriptions());
        assertEquals(List.of(), problems(good));
        assertFalse(problems(good.replace("\"recordedBy\" : \"run\"", "\"recordedBy\" : \"guess\"")).isEmpty(), "run or describe");
        assertFalse(problems(good.replace("\"textKind\" : \"utf8\"", "\"textKind\" : \"none\"")).isEmpty(), "no text without a kind of text");
        assertFalse(problems(good.replace("\"textKind\" : \"none\"", "\"textKind\" : \"yaml\"")).isEmpty(), "a kind of text needs the text");
        assertFalse(problems(good.replace("\"bytes\" : 7", "\"bytes\" : -7")).isEmpty(), "bytes are not negative");
        assertFalse(problems(good.replace("\"contender\" : \"broken\"", "\"contender\" : \"broken\", \"guess\" : 1")).isEmpty(), "no unknown fields");
        assertFalse(problems(good.replace("\"samples/protobuf.order.bin\"", "\"../protobuf.order.bin\"")).isEmpty(), "samples/ only");
    }

    @Test
    void anotherVersionAMissingFieldAWrongTypeOrAnUnknownWriterIsRefusedByName() throws IOException {
        Path f = tmp.resolve(DescriptionsFile.FILE);
        String good = ResultFiles.MAPPER.writeValueAsString(descriptions());
        RecordFileChecks.assertRefused(f, good.replace("\"formatVersion\" : 1", "\"formatVersion\" : 2"), ResultFiles::readDescriptions,
                "descriptions file format version 2");
        RecordFileChecks.assertRefused(f, good.replace("\"recordedAt\" : \"2026-11-26T10:00:00Z\",", ""), ResultFiles::readDescriptions,
                "recordedAt", "required and missing");
        RecordFileChecks.assertRefused(f, good.replace("\"bytes\" : 7", "\"bytes\" : \"7\""), ResultFiles::readDescriptions,
                "contenders[0].sample.bytes", "wrong type");
        RecordFileChecks.assertRefused(f, good.replace("\"recordedBy\" : \"run\"", "\"recordedBy\" : \"hand\""), ResultFiles::readDescriptions,
                "recordedBy");
        RecordFileChecks.assertRefused(f, good.replace("\"textKind\" : \"utf8\"", "\"textKind\" : \"ebcdic\""), ResultFiles::readDescriptions,
                "textKind");
    }
}

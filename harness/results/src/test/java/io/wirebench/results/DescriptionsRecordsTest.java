package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

/** descriptions.json: the record, its schema and the refusals agree. */
class DescriptionsRecordsTest extends RecordFileContract<DescriptionsFile> {

    DescriptionsRecordsTest() {
        super(DescriptionsFile.FILE, "descriptions.schema.json", ResultFiles::readDescriptions);
    }

    @Override
    DescriptionsFile record() {
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

    @Override
    void checkWritten(String written) {
        assertFalse(written.contains("\"about\" : null"), "an absent paragraph is left out, not written as null");
        assertFalse(written.contains("\"text\" : null"));
    }

    @Override
    List<Edit> rejected() {
        return List.of(replace("\"recordedBy\" : \"run\"", "\"recordedBy\" : \"guess\"", "run or describe"),
                replace("\"textKind\" : \"utf8\"", "\"textKind\" : \"none\"", "no text without a kind of text"),
                replace("\"textKind\" : \"none\"", "\"textKind\" : \"yaml\"", "a kind of text needs the text"),
                replace("\"bytes\" : 7", "\"bytes\" : -7", "bytes are not negative"),
                replace("\"contender\" : \"broken\"", "\"contender\" : \"broken\", \"guess\" : 1", "no unknown fields"),
                replace("\"samples/protobuf.order.bin\"", "\"../protobuf.order.bin\"", "samples/ only"));
    }

    @Override
    List<Refusal> refusals() {
        return List.of(refused("\"formatVersion\" : 1", "\"formatVersion\" : 2", "descriptions file format version 2"),
                refused("\"recordedAt\" : \"2026-11-26T10:00:00Z\",", "", "recordedAt", "required and missing"),
                refused("\"bytes\" : 7", "\"bytes\" : \"7\"", "contenders[0].sample.bytes", "wrong type"),
                refused("\"recordedBy\" : \"run\"", "\"recordedBy\" : \"hand\"", "recordedBy"),
                refused("\"textKind\" : \"utf8\"", "\"textKind\" : \"ebcdic\"", "textKind"));
    }
}

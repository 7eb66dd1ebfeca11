package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

/** coldstart.json: the record, its schema and the refusals agree. */
class ColdStartRecordsTest extends RecordFileContract<ColdStartFile> {

    ColdStartRecordsTest() {
        super("coldstart.json", "coldstart.schema.json", ResultFiles::readColdStart);
    }

    @Override
    ColdStartFile record() {
        ColdStartFile.Method first = new ColdStartFile.Method(3, 72_269_098.5, 65_810_199, 89_170_466, 0.75, 907_400, 84,
                List.of(new ColdStartFile.Fork(1, 89_170_466, 910_000, 84), new ColdStartFile.Fork(2, 72_269_098.5, 907_400, 84),
                        new ColdStartFile.Fork(3, 65_810_199, 900_000, 84)));
        ColdStartFile.Method thousand = new ColdStartFile.Method(1, 230_903_420, 230_903_420, 230_903_420, 0, 965_552, 84,
                List.of(new ColdStartFile.Fork(null, 230_903_420, 965_552, 84)));
        return new ColdStartFile(ColdStartFile.FORMAT_VERSION, "one call per fresh JVM",
                List.of(new ColdStartFile.Row("wire-binary-named", "order", 3, first, thousand, null),
                        new ColdStartFile.Row("jackson-databind", "order", 3, null, null, "no fork of firstMessage or firstThousand gave a result")));
    }

    @Override
    void checkWritten(String written) {
        assertFalse(written.contains("\"round\" : null"), "a fork outside rounds has no round");
        assertFalse(written.contains("\"firstMessage\" : null"), "a method without forks is absent");
    }

    @Override
    List<Edit> rejected() {
        return List.of(replace("\"confidence\" : 0.75", "\"confidence\" : 75", "coverage is a fraction"),
                replace("\"classesLoaded\" : 84", "\"classesLoaded\" : -1", "no negative counts"),
                replace("\"forks\" : 3,", "\"forks\" : 0,", "a case has forks"),
                replace("\"dataset\" : \"order\",", "\"dataset\" : \"order\", \"guess\" : 1,", "no unknown fields"),
                replace("\"formatVersion\" : 1", "\"formatVersion\" : 2", "one format version"));
    }

    @Override
    List<Refusal> refusals() {
        return List.of(refused("\"formatVersion\" : 1", "\"formatVersion\" : 9", "cold-start file format version 9"),
                new Refusal(new Edit(json -> json.replaceFirst("\"medianNanos\" : [0-9.E]+,", ""), "a median missing"),
                        "rows[0].firstMessage.medianNanos", "required and missing"),
                refused("\"allocatedBytes\" : 910000", "\"allocatedBytes\" : \"910000\"", "allocatedBytes", "wrong type"));
    }
}

package io.wirebench.wire.text;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.schema.CoreSchema;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/** Test helper: the parsers this project did not write, reading text the way a user's would. */
final class OtherParsers {
    private static final ObjectMapper JACKSON = new ObjectMapper().enable(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    private OtherParsers() {
    }

    private static final Load YAML12 = new Load(LoadSettings.builder().setSchema(new CoreSchema()).setCodePointLimit(Integer.MAX_VALUE).build());
    private static final Yaml YAML11 = new Yaml(codePointLimit());

    private static LoaderOptions codePointLimit() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(Integer.MAX_VALUE);
        return options;
    }

    /** SnakeYAML Engine with the YAML 1.2 core schema (each call parses afresh; tests run on one thread). */
    static Object yaml12(String text) {
        return YAML12.loadFromString(text);
    }

    /** SnakeYAML, a YAML 1.1 parser. */
    static Object yaml11(String text) {
        return YAML11.load(text);
    }

    /** Jackson, reading JSON (NaN and the infinities as Jackson writes them). */
    static Object json(String text) {
        try {
            return JACKSON.readValue(text, Object.class);
        } catch (IOException e) {
            throw new AssertionError("Jackson refused:\n" + text, e);
        }
    }
}

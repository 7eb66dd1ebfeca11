package io.wirebench.adapters.fastjson2;

import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.reader.ObjectReader;
import io.wirebench.core.Descriptor;
import java.lang.reflect.Type;

/**
 * The three forms fastjson2's documentation offers for speed and size, each a contender: JSON with
 * objects (its default mapping), JSON with every bean as an array of its values
 * ({@code JSONWriter.Feature.BeanToArray}, read with {@code JSONReader.Feature.SupportArrayToBean}),
 * and JSONB, fastjson2's own binary encoding of the same data model. Every form writes nulls
 * ({@code WriteNulls}), as the other JSON rows do and so a tree's null values survive, and reads a
 * schema-less decimal as a {@code Double} ({@code UseDoubleForDecimals}; by default it would be a
 * {@code BigDecimal}, which has no -0.0).
 */
enum Form {
    OBJECTS("fastjson2", "fastjson2 (JSON)", Descriptor.Format.TEXT, Descriptor.Evolution.TOLERANT,
            new JSONWriter.Feature[] {JSONWriter.Feature.WriteNulls},
            new JSONReader.Feature[] {JSONReader.Feature.UseDoubleForDecimals}),
    ARRAYS("fastjson2-beantoarray", "fastjson2 (JSON, BeanToArray)", Descriptor.Format.TEXT, Descriptor.Evolution.NONE,
            new JSONWriter.Feature[] {JSONWriter.Feature.WriteNulls, JSONWriter.Feature.BeanToArray},
            new JSONReader.Feature[] {JSONReader.Feature.UseDoubleForDecimals, JSONReader.Feature.SupportArrayToBean}),
    JSONB("fastjson2-jsonb", "fastjson2 (JSONB)", Descriptor.Format.BINARY, Descriptor.Evolution.TOLERANT,
            new JSONWriter.Feature[] {JSONWriter.Feature.WriteNulls},
            new JSONReader.Feature[] {JSONReader.Feature.UseDoubleForDecimals});

    final String id;
    final String displayName;
    final Descriptor.Format format;
    final Descriptor.Evolution evolution;
    private final JSONWriter.Feature[] writeFeatures;
    private final JSONReader.Feature[] readFeatures;

    Form(String id, String displayName, Descriptor.Format format, Descriptor.Evolution evolution,
         JSONWriter.Feature[] writeFeatures, JSONReader.Feature[] readFeatures) {
        this.id = id;
        this.displayName = displayName;
        this.format = format;
        this.evolution = evolution;
        this.writeFeatures = writeFeatures;
        this.readFeatures = readFeatures;
    }

    boolean binary() {
        return this == JSONB;
    }

    /** A context with this form's features, made once per codec (fastjson2's static helpers make one per call). */
    JSONWriter.Context newWriteContext() {
        return new JSONWriter.Context(writeFeatures);
    }

    JSONReader.Context newReadContext() {
        return new JSONReader.Context(readFeatures);
    }

    /** A writer over a buffer from fastjson2's own cache, which {@code close()} gives back. */
    JSONWriter newWriter(JSONWriter.Context context) {
        return binary() ? JSONWriter.ofJSONB(context) : JSONWriter.ofUTF8(context);
    }

    JSONReader newReader(byte[] bytes, int length, JSONReader.Context context) {
        return binary() ? JSONReader.ofJSONB(bytes, 0, length, context) : JSONReader.of(bytes, 0, length, context);
    }

    /** Reads one value with its reader, by the entry point {@code JSON.parseObject}/{@code JSONB.parseObject} use. */
    Object read(ObjectReader<?> reader, JSONReader in, Type type) {
        return binary() ? reader.readJSONBObject(in, type, null, 0) : reader.readObject(in, type, null, 0);
    }
}

package io.wirebench.adapters.fastjson2;

import com.alibaba.fastjson2.JSON;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.ReflectiveBindings;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.Arrays;
import java.util.List;

/**
 * fastjson2 (Alibaba), in the three forms its documentation offers ({@link Form}): JSON objects, JSON
 * with beans as arrays, and its binary JSONB. Every model of the benchmark is mapped by fastjson2's own
 * generated readers and writers; the schema-less tree through its untyped {@code writeAny}/{@code readAny}.
 */
public final class Fastjson2Contenders implements ContenderProvider {
    /** The update stream is outside {@code Datasets.all()}, so the conformance kit never checks it: claim nothing. */
    private static final String UPDATES_NOT_PROVED = "not proved on this row: the update stream is not among the conformance kit's "
            + "data sets, so no check has shown that its ZonedDateTime comes back exactly";

    @Override
    public List<Contender> contenders() {
        return Arrays.stream(Form.values()).map(Fastjson2Contenders::contender).map(Contender.class::cast).toList();
    }

    static MappedContender contender(Form form) {
        Descriptor.Builder d = Descriptor.builder(form.id)
                .displayName(form.displayName)
                .family("fastjson2")
                .library(JSON.class, "com.alibaba.fastjson2:fastjson2")
                .kind(form.format, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, form.evolution)
                .reusesBuffer(true)
                .notes(notes(form));
        if (form.binary()) {
            d.cannotCarry(Edge.NEGATIVE_ZERO, "fastjson2's JSONB writer encodes a float or double zero "
                    + "without its sign (a compact whole-number form): -0.0 comes back as 0.0");
        } else {
            String reason = "JSON (RFC 8259) has no NaN or infinity: fastjson2 writes them as null, which reads back as no number "
                    + "(its WriteFloatSpecialAsString option writes strings instead, which a schema-less tree reads back as text)";
            d.cannotCarry(Edge.NAN, reason).cannotCarry(Edge.INFINITY, reason)
                    .cannotCarry(Edge.NEGATIVE_ZERO, "a schema-less tree's -0.0 comes back as 0.0: fastjson2's untyped reader "
                            + "(readAny, with UseDoubleForDecimals too) drops the sign of a zero; typed fields keep it");
        }
        return MappedContender.of(d.build(), ReflectiveBindings.refusingUpdates(UPDATES_NOT_PROVED)
                .add(Models.TREE, () -> Fastjson2Codec.tree(form))
                .addAll(Models.allWithUpdates(), new Mappings.CodecFactory() {
                    @Override
                    public <T> Codec<T> newCodec(Model<T> model) {
                        return Fastjson2Codec.bean(form, ReflectiveBindings.genericType(model), model.type());
                    }
                })
                .build());
    }

    private static String notes(Form form) {
        String common = "ObjectWriter/ObjectReader (fastjson2's generated ones) and read/write contexts looked up once per codec; "
                + "JSONWriter over fastjson2's cached buffer flushed into a reused array, JSONReader over that array; WriteNulls.";
        return switch (form) {
            case OBJECTS -> "JSON objects, fastjson2's default mapping. " + common;
            case ARRAYS -> "JSON with every bean as an array of its values (BeanToArray / SupportArrayToBean): no field names, "
                    + "positional. " + common;
            case JSONB -> "JSONB, fastjson2's binary encoding (objects with their field names). " + common;
        };
    }
}

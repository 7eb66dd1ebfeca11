package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Generics;
import com.dslplatform.json.runtime.Settings;
import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.ReflectiveBindings;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.rion.Pojo10Boolean;
import io.wirebench.core.model.rion.Pojo1Boolean;
import io.wirebench.core.model.rion.Pojo1Mixed;
import java.lang.reflect.Type;

/**
 * DSL-JSON with its runtime analysis ({@code Settings.withRuntime()}). Its fastest mode, compile-time
 * databinding, needs {@code @CompiledJson} on the model classes, and the shared models in harness/core
 * are not annotated for any one contender; the runtime analysis finds the bean properties by
 * reflection once and builds DSL-JSON's own object converters from them, which is how DSL-JSON serves
 * classes one does not own. Where that analysis falls short (boolean {@code isX()} properties, see
 * {@link #registerBooleanBeans}) hand-written converters in DSL-JSON's own style fill the gap.
 */
final class DslJsonContender {
    private static final Descriptor DESCRIPTOR = DslJsonContenders.descriptor("dsl-json")
            .displayName("DSL-JSON (hand-written converters for Order, Media, boolean pojos; runtime analysis for the rest)")
            .generatedCode(GeneratedCode.Kind.HAND_WRITTEN_STAND_IN,
                    "converters in the shape DSL-JSON's processor generates, for Order, Pojo1Boolean, Pojo10Boolean, Pojo1Mixed and "
                    + "Media (its runtime analysis drops isX() booleans), rendered at build time from the model tables "
                    + "(harness/riongen); reflection for the rest")
            .cannotCarry(Edge.NAN, "JSON (RFC 8259) has no NaN: DSL-JSON writes the string \"NaN\", which typed fields read back "
                    + "as NaN but a schema-less tree reads back as a string")
            .cannotCarry(Edge.INFINITY, "JSON (RFC 8259) has no infinity: DSL-JSON writes the strings \"Infinity\"/\"-Infinity\", "
                    + "which typed fields read back as numbers but a schema-less tree reads back as strings")
            .cannotCarry(Edge.NEGATIVE_ZERO, "DSL-JSON's untyped reader (ObjectConverter, for schema-less trees) reads -0.0 as 0.0 "
                    + "(with the default and with LONG_AND_DOUBLE number parsing); typed double fields keep the sign through a registered converter")
            .notes("Hand-written converters (in the shape of DSL-JSON's generated ones) for Order, Pojo1Boolean, Pojo10Boolean, "
                    + "Pojo1Mixed and Media, because DSL-JSON's runtime analysis drops isX() boolean properties; every other model "
                    + "through Settings.withRuntime() (reflection). The order row is therefore hand-written; dsl-json-compiled is "
                    + "DSL-JSON's compile-time databinding. Reused JsonWriter and JsonReader over byte arrays, converters looked up "
                    + "once; decoding binds into the reused instance. Doubles read with DoublePrecision.EXACT; -0.0 kept by a "
                    + "registered double converter.")
            .build();

    private static final String ZONE_REGION_LOST = "DSL-JSON's java.time support writes a ZonedDateTime as an ISO-8601 offset"
            + " date-time: the update stream's zone region (UTC) is read back as the offset Z, a different ZonedDateTime";

    // DSL-JSON writes a ZonedDateTime as an ISO-8601 offset date-time, so the zone region of the update stream's
    // timestamp (UTC, printed [UTC]) comes back as the offset Z: an unequal ZonedDateTime, so not the message sent
    private static final Mappings MAPPINGS = ReflectiveBindings.refusingUpdates(ZONE_REGION_LOST)
            .add(Models.TREE, () -> new TreeJsonCodec(newDslJson()))
            .addBatches(Models.allWithUpdates(), DslJsonContender::batchCodec)
            .addAll(Models.allWithUpdates(), DslJsonContender::codec)
            .build();

    private DslJsonContender() {
    }

    /** The row: its descriptor and its table, and no behaviour of its own (see {@link MappedContender#of}). */
    static MappedContender contender() {
        return MappedContender.of(DESCRIPTOR, MAPPINGS);
    }

    /**
     * One DslJson per codec: it caches converters and is cheap to share, but codecs share nothing.
     * EXACT: the default precision parses some doubles one ulp off (-12.344000000000001 reads as -12.344).
     */
    private static DslJson<Object> newDslJson() {
        DslJson<Object> dsl = new DslJson<>(Settings.withRuntime().doublePrecision(JsonReader.DoublePrecision.EXACT));
        NegativeZero.register(dsl);
        registerBooleanBeans(dsl);
        return dsl;
    }

    private static <T> Codec<T> codec(Model<T> model) {
        DslJson<Object> dsl = newDslJson();
        Class<T> type = model.type();
        return codec(dsl, type, dsl.tryFindWriter(type), dsl.tryFindReader(type), dsl.tryFindBinder(type));
    }

    /** DSL-JSON looks a generic type ({@code Batch<E>}) up by its {@code Type}, and answers with untyped converters. */
    @SuppressWarnings("unchecked")
    private static <E> Codec<Batch<E>> batchCodec(Model<E> element) {
        DslJson<Object> dsl = newDslJson();
        Type type = Generics.makeParameterizedType(Batch.class, element.type());
        return codec(dsl, type, (JsonWriter.WriteObject<Batch<E>>) dsl.tryFindWriter(type),
                (JsonReader.ReadObject<Batch<E>>) dsl.tryFindReader(type), (JsonReader.BindObject<Batch<E>>) dsl.tryFindBinder(type));
    }

    private static <T> Codec<T> codec(DslJson<Object> dsl, Type type, JsonWriter.WriteObject<T> encoder,
                                      JsonReader.ReadObject<T> decoder, JsonReader.BindObject<T> binder) {
        if (encoder == null || decoder == null) {
            throw new IllegalStateException("DSL-JSON found no converter for " + type.getTypeName());
        }
        return new DslJsonCodec<>(dsl, encoder, decoder, binder);
    }

    /**
     * DSL-JSON 2.0.2's runtime analysis pairs a getter with its setter by turning "get" into "set",
     * so an {@code isFlag()}/{@code setFlag()} property is silently left out of the JSON. The model
     * classes with boolean properties therefore get hand-written converters, registered before any
     * analysis so that composite types (a batch, MediaContent) use them too.
     */
    private static void registerBooleanBeans(DslJson<Object> dsl) {
        register(dsl, Order.class, new ModelConverters.OrderConverter());
        register(dsl, Pojo1Boolean.class, new RionConverters.Pojo1BooleanConverter());
        register(dsl, Pojo10Boolean.class, new RionConverters.Pojo10BooleanConverter());
        register(dsl, Pojo1Mixed.class, new RionConverters.Pojo1MixedConverter());
        register(dsl, Media.class, new ModelConverters.MediaConverter());
    }

    private static <T> void register(DslJson<Object> dsl, Class<T> type, BeanConverter<T> converter) {
        dsl.registerWriter(type, converter);
        dsl.registerReader(type, converter);
        dsl.registerBinder(type, converter);
    }
}

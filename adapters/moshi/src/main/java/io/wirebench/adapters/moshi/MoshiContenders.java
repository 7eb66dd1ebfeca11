package io.wirebench.adapters.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
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
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.tree.TreeDocument;
import java.util.List;

/**
 * Moshi, Square's JSON library built on okio, two ways: its reflective {@code ClassJsonAdapter} (what
 * Moshi does for a Java class it has no adapter for; its code generation is for Kotlin classes), and
 * {@code JsonAdapter}s written by hand on its streaming API with {@code JsonReader.Options}. One
 * {@code Moshi} per row, each model's adapter looked up once, okio buffers reused per codec.
 */
public final class MoshiContenders implements ContenderProvider {
    static final String REFLECTIVE = "moshi";
    static final String HAND_WRITTEN = "moshi-adapter";

    /** The update stream is outside {@code Datasets.all()}, so the conformance kit never checks it: claim nothing. */
    private static final String UPDATES_NOT_PROVED = "not proved on this row: the update stream is not among the conformance kit's "
            + "data sets, and Moshi maps no java.time type without an adapter this row would have to add";

    @Override
    public List<Contender> contenders() {
        return List.of(reflective(), handWritten());
    }

    static MappedContender reflective() {
        return row(REFLECTIVE, "Moshi (reflective)", Descriptor.SchemaStyle.REFLECTION,
                "Moshi's reflective ClassJsonAdapter (fields in alphabetical order), looked up once per model; "
                        + "UTF-8 JsonWriter/JsonReader over okio Buffers kept by the codec; a tree adapter that keeps integers as longs.",
                ReflectiveBindings.refusingUpdates(UPDATES_NOT_PROVED)
                        .addAll(Models.allWithUpdates(), MoshiContenders::reflectiveCodec));
    }

    static MappedContender handWritten() {
        return row(HAND_WRITTEN, "Moshi (hand-written JsonAdapters)", Descriptor.SchemaStyle.HAND_WRITTEN,
                "JsonAdapters written by hand for Order and MediaContent on Moshi's streaming API, names and enum "
                        + "constants matched with JsonReader.Options; the same JSON as the reflective row; okio Buffers kept by the codec.",
                Mappings.builder("no hand-written Moshi JsonAdapter for this model: this row maps order and mediacontent")
                        .add(Models.ORDER, () -> new MoshiCodec<>(Shared.HAND_WRITTEN.adapter(Order.class)))
                        .add(Models.MEDIA_CONTENT, () -> new MoshiCodec<>(Shared.HAND_WRITTEN.adapter(MediaContent.class))));
    }

    /** A row: what both rows' descriptors share, their own schema style and notes, and their table. */
    private static MappedContender row(String id, String displayName, Descriptor.SchemaStyle style, String notes,
            Mappings.Builder table) {
        Descriptor descriptor = Descriptor.builder(id)
                .displayName(displayName)
                .notes(notes)
                .family("moshi")
                .library("com.squareup.moshi:moshi", MoshiVersion.read())
                .kind(Descriptor.Format.TEXT, style, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(true)
                .detectsTruncation(true) // every cut the conformance check tries throws
                .cannotCarry(Edge.NAN, "JSON (RFC 8259) has no NaN, and Moshi's writer refuses one unless lenient "
                        + "(\"Numeric values must be finite\"), whose non-standard literal only a lenient reader takes back")
                .cannotCarry(Edge.INFINITY, "JSON (RFC 8259) has no infinity, and Moshi's writer refuses one unless lenient "
                        + "(\"Numeric values must be finite\"), whose non-standard literal only a lenient reader takes back")
                .build();
        return MappedContender.of(descriptor, table.build());
    }

    /**
     * One Moshi per row for the process (a Moshi is thread-safe and caches its adapters), built when the first
     * codec is made: a holder class is initialised on first use, not when the contender is listed.
     */
    private static final class Shared {
        static final Moshi REFLECTIVE = new Moshi.Builder().add(TreeDocument.class, new TreeJsonAdapter()).build();
        static final Moshi HAND_WRITTEN = new Moshi.Builder()
                .add(Order.class, new MoshiJsonAdapters.OrderJsonAdapter())
                .add(MediaContent.class, new MoshiJsonAdapters.MediaContentJsonAdapter())
                .build();
    }

    private static <T> Codec<T> reflectiveCodec(Model<T> model) {
        JsonAdapter<T> adapter = Shared.REFLECTIVE.adapter(ReflectiveBindings.genericType(model));
        return new MoshiCodec<>(adapter);
    }
}

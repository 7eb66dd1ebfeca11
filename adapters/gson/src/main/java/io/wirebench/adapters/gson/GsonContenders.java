package io.wirebench.adapters.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.ToNumberPolicy;
import com.google.gson.TypeAdapter;
import com.google.gson.reflect.TypeToken;
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
import java.util.List;

/**
 * Gson, Google's JSON library, two ways: its reflective binding (the default: Gson builds a
 * {@code TypeAdapter} per class from its fields), and {@code TypeAdapter}s written by hand on its
 * streaming API, which Gson's documentation recommends over the tree-based serializer interfaces for
 * efficiency. Both rows use one {@code Gson} for the process and look each model's adapter up once.
 */
public final class GsonContenders implements ContenderProvider {
    static final String REFLECTIVE = "gson";
    static final String TYPE_ADAPTERS = "gson-typeadapter";

    /** The update stream is outside {@code Datasets.all()}, so the conformance kit never checks it: claim nothing. */
    private static final String UPDATES_NOT_PROVED = "not proved on this row: the update stream is not among the conformance kit's "
            + "data sets, so no check has shown that its ZonedDateTime comes back exactly";

    @Override
    public List<Contender> contenders() {
        return List.of(reflective(), typeAdapters());
    }

    static MappedContender reflective() {
        return row(REFLECTIVE, "Gson (reflective)", Descriptor.SchemaStyle.REFLECTION,
                "Gson's reflective TypeAdapters (the default binding), looked up once per model; streaming "
                        + "JsonWriter/JsonReader from the Gson instance, over a reused byte array and a reused UTF-8 decoder.",
                ReflectiveBindings.refusingUpdates(UPDATES_NOT_PROVED)
                        .addAll(Models.allWithUpdates(), GsonContenders::reflectiveCodec));
    }

    static MappedContender typeAdapters() {
        return row(TYPE_ADAPTERS, "Gson (hand-written TypeAdapters)", Descriptor.SchemaStyle.HAND_WRITTEN,
                "TypeAdapters written by hand on Gson's streaming API for Order and MediaContent (the same JSON "
                        + "as the reflective row), registered on the Gson instance and looked up once.",
                Mappings.builder("no hand-written Gson TypeAdapter for this model: this row maps order and mediacontent")
                        .add(Models.ORDER, () -> handWrittenCodec(Order.class))
                        .add(Models.MEDIA_CONTENT, () -> handWrittenCodec(MediaContent.class)));
    }

    /** A row: what both rows' descriptors share, their own schema style and notes, and their table. */
    private static MappedContender row(String id, String displayName, Descriptor.SchemaStyle style, String notes,
            Mappings.Builder table) {
        Descriptor descriptor = Descriptor.builder(id)
                .displayName(displayName)
                .notes(notes)
                .family("gson")
                .library(Gson.class, "com.google.code.gson:gson")
                .kind(Descriptor.Format.TEXT, style, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(true)
                .detectsTruncation(true) // every cut the conformance check tries throws
                .cannotCarry(Edge.NAN, "JSON (RFC 8259) has no NaN, and Gson refuses to write one unless "
                        + "serializeSpecialFloatingPointValues() is set, whose non-standard literal only a lenient reader accepts")
                .cannotCarry(Edge.INFINITY, "JSON (RFC 8259) has no infinity, and Gson refuses to write one unless "
                        + "serializeSpecialFloatingPointValues() is set, whose non-standard literal only a lenient reader accepts")
                .build();
        return MappedContender.of(descriptor, table.build());
    }

    /**
     * The settings both rows use: nulls written (as the other JSON rows write them, and so that a tree's null
     * values survive), no HTML escaping (the JSON is not embedded in HTML here), a tree's integral numbers
     * read as {@code Long} (Gson's default reads every number of an untyped value as a {@code Double}).
     */
    private static GsonBuilder builder() {
        return new GsonBuilder()
                .serializeNulls()
                .disableHtmlEscaping()
                .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
                .registerTypeAdapterFactory(TreeAdapter.FACTORY);
    }

    /**
     * One Gson per row for the process (a Gson is thread-safe and caches its adapters), built when the
     * first codec is made: a holder class is initialised on first use, not when the contender is listed.
     */
    private static final class Shared {
        static final Gson REFLECTIVE = builder().create();
        static final Gson HAND_WRITTEN = builder()
                .registerTypeAdapter(Order.class, new GsonTypeAdapters.OrderAdapter())
                .registerTypeAdapter(MediaContent.class, new GsonTypeAdapters.MediaContentAdapter())
                .create();
    }

    @SuppressWarnings("unchecked") // the adapter of the model's own type
    private static <T> Codec<T> reflectiveCodec(Model<T> model) {
        Gson gson = Shared.REFLECTIVE;
        return new GsonCodec<>(gson, (TypeAdapter<T>) gson.getAdapter(TypeToken.get(ReflectiveBindings.genericType(model))));
    }

    private static <T> Codec<T> handWrittenCodec(Class<T> type) {
        Gson gson = Shared.HAND_WRITTEN;
        return new GsonCodec<>(gson, gson.getAdapter(type));
    }
}

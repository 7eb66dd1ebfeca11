package io.wirebench.adapters.boon;

import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.ReflectiveBindings;
import io.wirebench.core.Support;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.tree.TreeDocument;
import java.util.List;
import org.boon.json.JsonFactory;
import org.boon.json.JsonParserFactory;
import org.boon.json.JsonSerializerFactory;
import org.boon.json.ObjectMapper;

/**
 * Boon's JSON object mapper over a plain {@code JsonParserFactory} and {@code JsonSerializerFactory}
 * (Boon's parser and its reflection-based serializer). Boon is an old library (0.34, 2016): on JDK 9 and later its
 * {@code FastStringUtils} reads {@code String}'s internal array as a {@code char[]}, which compact
 * strings made a {@code byte[]}, and every Boon call fails with a ClassCastException. Boon's own
 * switch {@code -Dorg.boon.faststringutils.disable=true} turns that trick off; it is this module's
 * JVM flag (its pom's {@code contender.jvm.flags}), and no {@code --add-opens} is needed.
 */
final class BoonContender implements MappedContender {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("boon")
            .displayName("Boon JSON")
            .family("boon")
            .library(JsonFactory.class, "io.fastjson:boon")
            .kind(Descriptor.Format.TEXT, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
            .reusesBuffer(false)
            // false: Boon's parser reads an unclosed root object as whole; the bracket check is the adapter's, not the library's
            .detectsTruncation(false)
            .cannotCarry(Edge.NAN, "JSON (RFC 8259) has no NaN: Boon writes a bare NaN token that its own parser then rejects")
            .cannotCarry(Edge.INFINITY, "JSON (RFC 8259) has no infinity: Boon writes a bare Infinity token that its own parser "
                    + "then rejects")
            .cannotCarry(Edge.NEGATIVE_ZERO, "Boon's default serializer leaves out default values and -0.0 == 0.0, so -0.0 is left "
                    + "out and read back as 0.0 (includeDefaultValues() would keep it, at the cost of writing every default)")
            .notes("Object mapper over default JsonParserFactory/JsonSerializerFactory, reused (not JsonFactory.create(), whose "
                    + "parser accepts truncated JSON silently); writeValueAsBytes/readValue (a new byte[] per message: Boon's "
                    + "API has no caller-owned buffer). Needs -Dorg.boon.faststringutils.disable=true on JDK 9+. Boon's default "
                    + "serializer leaves out nulls and default values (false, 0). A Batch is a root JSON array. The adapter checks "
                    + "that the bytes end by closing the root object or array: Boon's parser reads an unclosed root as whole.")
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    private static final String BOON_NO_ZONED_DATE_TIME = "Boon's object mapper cannot read back a java.time.ZonedDateTime field"
            + " (the update stream's timestamp): it has no java.time support";

    // the update stream's message holds a java.time.ZonedDateTime, which Boon's reflective mapper cannot rebuild
    // ("fieldName staticThree ... had issues for value 2016-07-22T12:34:56.789Z[UTC]" in the publish run's conformance check)
    private static final Mappings MAPPINGS = ReflectiveBindings.refusingUpdates(BOON_NO_ZONED_DATE_TIME)
            .add(Models.TREE, BoonContender::treeCodec)
            .addBatches(Models.allWithUpdates(), BoonContender::batchCodec)
            .addAll(Models.allWithUpdates(), BoonContender::codec)
            .build();

    @Override
    public Mappings mappings() {
        return MAPPINGS;
    }

    /**
     * Boon's own number parser rounds some doubles that need 17 significant digits one unit in the
     * last place off (sample 5 of {@code orders}, among others), so on the {@code orders} rotation
     * it would be measured decoding prices it changes. Every other data set's doubles it reads exactly.
     */
    @Override
    public Support supports(Dataset<?> dataset) {
        if (dataset.id().equals(Datasets.ORDERS.id())) {
            return Support.no("Boon's number parser reads some doubles that need 17 significant digits one unit in the last "
                    + "place off (several prices of this rotation), so it cannot carry these messages exactly");
        }
        return supports(dataset.model());
    }

    private static BoonCodec<TreeDocument> treeCodec() {
        // A null in a document is data: this mapper keeps nulls, which Boon's default serializer drops.
        ObjectMapper mapper = JsonFactory.create(new JsonParserFactory(), new JsonSerializerFactory().includeNulls());
        return new BoonCodec<>("document",
                document -> mapper.writeValueAsBytes(document.getRoot()),
                bytes -> new TreeDocument(mapper.parser().parse(bytes)));
    }

    /**
     * Boon cannot resolve Batch<E>'s type variable: the batch is a root array of the element type.
     * (Boon's list reader takes the raw {@code List.class}: its result is an unchecked list of {@code E}.)
     */
    @SuppressWarnings("unchecked")
    private static <E> BoonCodec<Batch<E>> batchCodec(Model<E> element) {
        ObjectMapper mapper = modelMapper();
        Class<E> type = element.type();
        return new BoonCodec<>("batch of " + type.getSimpleName(),
                batch -> mapper.writeValueAsBytes(batch.getItems()),
                bytes -> new Batch<E>(mapper.readValue(bytes, List.class, type)));
    }

    private static <T> BoonCodec<T> codec(Model<T> model) {
        ObjectMapper mapper = modelMapper();
        Class<T> type = model.type();
        return new BoonCodec<>(type.getSimpleName(), mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, type));
    }

    /**
     * Not JsonFactory.create(): its default parser accepts truncated JSON silently ({"price":1.0 reads as an
     * Order, [1,2 as [1]). A mapper over a plain JsonParserFactory gets Boon's validating parser.
     * includeEmpty(): the default serializer drops empty lists, which then read back as null.
     */
    private static ObjectMapper modelMapper() {
        return JsonFactory.create(new JsonParserFactory(), new JsonSerializerFactory().includeEmpty());
    }
}

package io.wirebench.adapters.bson;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.tree.TreeDocument;
import java.util.Map;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonWriter;
import org.bson.Document;
import org.bson.codecs.BsonValueCodecProvider;
import org.bson.codecs.Codec;
import org.bson.codecs.CollectionCodecProvider;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodecProvider;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.EnumCodecProvider;
import org.bson.codecs.IterableCodecProvider;
import org.bson.codecs.MapCodecProvider;
import org.bson.codecs.ValueCodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;

/**
 * The bson library's own object mapping: a {@link CodecRegistry} with an automatic
 * {@link PojoCodecProvider}, which finds each model's properties by reflection, beside the
 * library's codecs for values, documents, collections, maps and enums. What a POJO codec cannot see
 * from a raw class is covered apart: a {@link Batch}'s element type (erased), by {@link BatchBson} over
 * the element's codec, and a {@link TreeDocument}, whose root map is written as the document itself
 * through the library's {@link Document} codec by a small codec written against the registry.
 */
final class RegistryMapping<T> implements ModelMapping<T, BsonWriter, BsonReader> {
    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private final Codec<T> codec;

    private RegistryMapping(Codec<T> codec) {
        this.codec = codec;
    }

    static CodecRegistry newRegistry() {
        return CodecRegistries.fromProviders(
                new ValueCodecProvider(),
                new BsonValueCodecProvider(),
                new DocumentCodecProvider(),
                new CollectionCodecProvider(),
                new IterableCodecProvider(),
                new MapCodecProvider(),
                new EnumCodecProvider(),
                PojoCodecProvider.builder().automatic(true).build());
    }

    /** A model class through the registry's automatic POJO codec. */
    static <T> RegistryMapping<T> pojo(CodecRegistry registry, Model<T> model) {
        return new RegistryMapping<>(registry.get(model.type()));
    }

    /**
     * A batch: the erased element type is not visible to a POJO codec, so the batch is the hand-written rows'
     * {@code {items: [...]}} ({@link BatchBson}) over the registry's codec for the element.
     */
    static <E> ModelMapping<Batch<E>, BsonWriter, BsonReader> batch(CodecRegistry registry, Model<E> element) {
        return new BatchBson<>(pojo(registry, element));
    }

    /** A tree: its root map is the document, through the library's {@link Document} codec. */
    static RegistryMapping<TreeDocument> tree(CodecRegistry registry) {
        return new RegistryMapping<>(new TreeCodec(registry.get(Document.class)));
    }

    @Override
    public void write(T value, BsonWriter out) {
        codec.encode(out, value, ENCODE);
    }

    @Override
    public T read(BsonReader in) {
        return codec.decode(in, DECODE);
    }

    /** The tree's root map as the BSON document, through the library's {@link Document} codec. */
    private static final class TreeCodec implements Codec<TreeDocument> {
        private final Codec<Document> documents;

        TreeCodec(Codec<Document> documents) {
            this.documents = documents;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void encode(BsonWriter writer, TreeDocument value, EncoderContext context) {
            if (!(value.getRoot() instanceof Map<?, ?> root)) {
                throw new BsonSerializationException("a BSON document's top level must be a map, not "
                        + (value.getRoot() == null ? "null" : value.getRoot().getClass().getSimpleName()));
            }
            documents.encode(writer, new Document((Map<String, Object>) root), context);
        }

        @Override
        public TreeDocument decode(BsonReader reader, DecoderContext context) {
            return new TreeDocument(documents.decode(reader, context));
        }

        @Override
        public Class<TreeDocument> getEncoderClass() {
            return TreeDocument.class;
        }
    }
}

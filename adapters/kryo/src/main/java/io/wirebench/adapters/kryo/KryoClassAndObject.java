package io.wirebench.adapters.kryo;

import io.wirebench.core.Codec;
import io.wirebench.core.MappedContender;
import io.wirebench.core.model.Model;

/**
 * The {@code kryo-classandobject} row: Kryo's defaults exactly as the {@code kryo} row uses them
 * (registered classes, references off, varint fields, reused heap Output/Input), with the call that
 * writes the class id before the object. The two Kryo rows differ by that call only.
 */
final class KryoClassAndObject {
    static final String ID = "kryo-classandobject";

    private KryoClassAndObject() {
    }

    static MappedContender contender() {
        return KryoContenders.everyModel(KryoContenders.descriptor(ID, "Kryo (writeClassAndObject)")
                .notes("As kryo (registered classes, FieldSerializer, references off, reused heap Output/Input), but "
                        + "writeClassAndObject/readClassAndObject: the registered class id is written before the object and the "
                        + "reader takes the type from the bytes. The Kryo call Fory's JMH suite compares with fory.serialize.")
                .build(), KryoClassAndObject::codec);
    }

    /** A codec of {@code model} with its own Kryo (Kryo is not thread-safe) and buffers. */
    static <T> Codec<T> codec(Model<T> model) {
        return new KryoClassAndObjectCodec<>(KryoRegistry.newKryo(false), model.type(),
                KryoVariant.SAFE.newOutput(), KryoVariant.SAFE.newInput());
    }
}

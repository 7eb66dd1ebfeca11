package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.SerializerFactory;
import io.wirebench.core.model.Models;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;

/**
 * Builds a configured {@link Kryo}. Every class that may appear in a message is registered, in one
 * fixed order, so that writer and reader agree on the class ids without any class name on the wire
 * and so that {@code registrationRequired} (Kryo's default) refuses any other class: bytes from
 * elsewhere cannot make this Kryo instantiate an arbitrary type.
 */
final class KryoRegistry {
    private KryoRegistry() {
    }

    /** A new Kryo (one per codec: Kryo is not thread-safe), with every model class registered. */
    static Kryo newKryo(boolean fixedWidthFields) {
        Kryo kryo = configured(fixedWidthFields);
        // Registration order is part of the format: the collections a tree is made of, the models'
        // classes, then what MyDataType holds besides them.
        kryo.register(ArrayList.class);
        kryo.register(LinkedHashMap.class);
        for (Class<?> type : Models.OBJECT_CLASSES) {
            kryo.register(type);
        }
        kryo.register(ZonedDateTime.class);
        return kryo;
    }

    /**
     * A new Kryo with the adapter's settings and nothing registered yet: registration required, references off,
     * and with {@code fixedWidthFields} a {@code FieldSerializer} that writes ints and longs fixed width.
     * {@code KryoDirectUse} starts from it too, so that both sides run Kryo alike.
     */
    static Kryo configured(boolean fixedWidthFields) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        if (fixedWidthFields) {
            // FieldSerializer chooses varint or fixed width for int/long fields itself.
            SerializerFactory.FieldSerializerFactory fields = new SerializerFactory.FieldSerializerFactory();
            fields.getConfig().setVariableLengthEncoding(false);
            kryo.setDefaultSerializer(fields);
        }
        return kryo;
    }
}

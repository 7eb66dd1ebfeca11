package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.SerializerFactory;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.rion.Pojo10Boolean;
import io.wirebench.core.model.rion.Pojo10Double;
import io.wirebench.core.model.rion.Pojo10Float;
import io.wirebench.core.model.rion.Pojo10Long;
import io.wirebench.core.model.rion.Pojo10String;
import io.wirebench.core.model.rion.Pojo1Boolean;
import io.wirebench.core.model.rion.Pojo1Double;
import io.wirebench.core.model.rion.Pojo1Float;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.core.model.rion.Pojo1Mixed;
import io.wirebench.core.model.rion.Pojo1String;
import io.wirebench.core.model.tree.TreeDocument;
import io.wirebench.core.model.updates.MyDataType;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Builds a configured {@link Kryo}. Every class that may appear in a message is registered, in one
 * fixed order, so that writer and reader agree on the class ids without any class name on the wire
 * and so that {@code registrationRequired} (Kryo's default) refuses any other class: bytes from
 * elsewhere cannot make this Kryo instantiate an arbitrary type.
 */
final class KryoRegistry {
    /** Registration order is part of the format: append only. */
    private static final List<Class<?>> CLASSES = List.of(
            ArrayList.class, LinkedHashMap.class,
            Order.class, Side.class,
            Pojo1Boolean.class, Pojo1Long.class, Pojo1Float.class, Pojo1Double.class, Pojo1String.class,
            Pojo10Boolean.class, Pojo10Long.class, Pojo10Float.class, Pojo10Double.class, Pojo10String.class,
            Pojo1Mixed.class, Batch.class,
            MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class,
            DbTable.class, DbRow.class,
            TreeDocument.class,
            MyDataType.class, ZonedDateTime.class);

    private KryoRegistry() {
    }

    /** A new Kryo (one per codec: Kryo is not thread-safe), with every model class registered. */
    static Kryo newKryo(boolean fixedWidthFields) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        if (fixedWidthFields) {
            // FieldSerializer chooses varint or fixed width for int/long fields itself.
            SerializerFactory.FieldSerializerFactory fields = new SerializerFactory.FieldSerializerFactory();
            fields.getConfig().setVariableLengthEncoding(false);
            kryo.setDefaultSerializer(fields);
        }
        for (Class<?> type : CLASSES) {
            kryo.register(type);
        }
        return kryo;
    }
}

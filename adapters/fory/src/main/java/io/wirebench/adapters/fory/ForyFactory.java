package io.wirebench.adapters.fory;

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
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * Builds a {@link Fory} configured as Fory's documentation recommends for speed on the JVM: Java
 * mode (no cross-language type system), JIT code generation of serializers (the default), reference
 * tracking off (the models are trees), class registration required, and one instance kept for the
 * life of the codec (building one is expensive; it is not thread-safe, a codec is single-threaded).
 */
final class ForyFactory {
    /** Registration order decides the class ids on the wire: append only. */
    private static final List<Class<?>> CLASSES = List.of(
            Order.class, Side.class,
            Pojo1Boolean.class, Pojo1Long.class, Pojo1Float.class, Pojo1Double.class, Pojo1String.class,
            Pojo10Boolean.class, Pojo10Long.class, Pojo10Float.class, Pojo10Double.class, Pojo10String.class,
            Pojo1Mixed.class, Batch.class,
            MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class,
            DbTable.class, DbRow.class,
            TreeDocument.class,
            MyDataType.class);

    private ForyFactory() {
    }

    static Fory newFory(ForyVariant variant) {
        Fory fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withRefTracking(false)
                .withCodegen(true)
                .withAsyncCompilation(false)
                .withCompatibleMode(variant.compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT)
                .withClassLoader(ForyFactory.class.getClassLoader())
                .build();
        for (Class<?> type : CLASSES) {
            fory.register(type);
        }
        return fory;
    }
}

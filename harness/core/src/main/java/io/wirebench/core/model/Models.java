package io.wirebench.core.model;

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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Every model of the benchmark. Adapters switch on these to pick their mapping. */
public final class Models {
    private Models() {
    }

    public static final Model<Order> ORDER = Model.of("order", Order.class);

    public static final Model<Pojo1Boolean> RION_BOOLEAN1 = Model.of("rion.boolean1", Pojo1Boolean.class);
    public static final Model<Pojo1Long> RION_LONG1 = Model.of("rion.long1", Pojo1Long.class);
    public static final Model<Pojo1Float> RION_FLOAT1 = Model.of("rion.float1", Pojo1Float.class);
    public static final Model<Pojo1Double> RION_DOUBLE1 = Model.of("rion.double1", Pojo1Double.class);
    public static final Model<Pojo1String> RION_STRING1 = Model.of("rion.string1", Pojo1String.class);
    public static final Model<Pojo10Boolean> RION_BOOLEAN10 = Model.of("rion.boolean10", Pojo10Boolean.class);
    public static final Model<Pojo10Long> RION_LONG10 = Model.of("rion.long10", Pojo10Long.class);
    public static final Model<Pojo10Float> RION_FLOAT10 = Model.of("rion.float10", Pojo10Float.class);
    public static final Model<Pojo10Double> RION_DOUBLE10 = Model.of("rion.double10", Pojo10Double.class);
    public static final Model<Pojo10String> RION_STRING10 = Model.of("rion.string10", Pojo10String.class);
    public static final Model<Pojo1Mixed> RION_MIXED = Model.of("rion.mixed", Pojo1Mixed.class);

    /** The single-object models of the RION matrix, each also sent in batches. */
    public static final List<Model<?>> RION = List.of(
            RION_BOOLEAN1, RION_LONG1, RION_FLOAT1, RION_DOUBLE1, RION_STRING1,
            RION_BOOLEAN10, RION_LONG10, RION_FLOAT10, RION_DOUBLE10, RION_STRING10,
            RION_MIXED);

    public static final Model<MediaContent> MEDIA_CONTENT = Model.of("mediacontent", MediaContent.class);
    public static final Model<DbTable> DB_TABLE = Model.of("db", DbTable.class);

    /** Schema-less data: maps, lists and scalars, as parsed from JSON or YAML. */
    public static final Model<TreeDocument> TREE = Model.of("tree", TreeDocument.class);

    /**
     * The keyed update of the delta-compression seed; its stream is a batch of them. Not in
     * {@link #all()} yet: most adapters answer "yes" to every model and would fail on it rather
     * than refuse it; {@code UpdateStream} measures it contender by contender.
     */
    public static final Model<MyDataType> MY_DATA_TYPE = Model.of("mydatatype", MyDataType.class);
    public static final Model<Batch<MyDataType>> UPDATES = Model.batchOf(MY_DATA_TYPE);

    /**
     * Every class the models' objects are built of (the models, the objects and enums inside them,
     * {@link Batch}), in one fixed order: a library that numbers registered classes (Kryo, Fory)
     * registers them in this order, so writer and reader agree on the numbers. Append only: the
     * order is part of those formats.
     */
    public static final List<Class<?>> OBJECT_CLASSES = List.of(
            Order.class, Side.class,
            Pojo1Boolean.class, Pojo1Long.class, Pojo1Float.class, Pojo1Double.class, Pojo1String.class,
            Pojo10Boolean.class, Pojo10Long.class, Pojo10Float.class, Pojo10Double.class, Pojo10String.class,
            Pojo1Mixed.class, Batch.class,
            MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class,
            DbTable.class, DbRow.class,
            TreeDocument.class,
            MyDataType.class);

    private static final List<Model<?>> ALL = buildAll();
    private static final List<Model<?>> ALL_WITH_UPDATES = Stream.concat(ALL.stream(), Stream.of(MY_DATA_TYPE, UPDATES)).toList();
    private static final Map<String, Model<?>> BY_ID = ALL.stream().collect(Collectors.toMap(Model::id, Function.identity()));

    private static List<Model<?>> buildAll() {
        List<Model<?>> all = new ArrayList<>();
        all.add(ORDER);
        all.addAll(RION);
        for (Model<?> element : RION) {
            all.add(Model.batchOf(element));
        }
        all.add(MEDIA_CONTENT);
        all.add(DB_TABLE);
        all.add(TREE);
        return List.copyOf(all);
    }

    /** Every model, batches included, in a stable order. */
    public static List<Model<?>> all() {
        return ALL;
    }

    /**
     * {@link #all()} and the update stream's two models: every model a contender that maps any class
     * (by reflection, or by Java serialization) answers for.
     */
    public static List<Model<?>> allWithUpdates() {
        return ALL_WITH_UPDATES;
    }

    public static Model<?> byId(String id) {
        Model<?> m = BY_ID.get(id);
        if (m == null) {
            throw new NoSuchElementException("no model '" + id + "'; known: " + BY_ID.keySet().stream().sorted().toList());
        }
        return m;
    }
}

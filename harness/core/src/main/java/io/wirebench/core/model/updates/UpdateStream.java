package io.wirebench.core.model.updates;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Models;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The update stream of the delta-compression seed ("Improving performance with simple
 * compression", Chronicle Wire documentation): one {@link MyDataType}, then an update that adds 1
 * to {@code changesA}, then one that adds 1 to {@code changesB}, 2,500 times: 5,000 updates of
 * one key. Each update is the whole object as the application holds it after the change; what a
 * format sends for it is the format's business (all of it, or only what changed).
 */
public final class UpdateStream {
    /** Updates in the stream. */
    public static final int LENGTH = 5_000;

    /** One update in full: what every contender that carries the model sends for each update. */
    public static final Dataset<MyDataType> MY_DATA_TYPE = new Dataset<>("mydatatype", Models.MY_DATA_TYPE,
            "The keyed update of the delta-compression seed, one message in full", Set.of("updates"), UpdateStream::initial);

    /** The whole stream as one message: a delta format's stream, or every update in full. */
    public static final Dataset<Batch<MyDataType>> UPDATES = new Dataset<>("updates", Models.UPDATES,
            "The seed's 5,000 updates of one key, as one stream", Set.of("updates"), () -> new Batch<>(updates()));

    private UpdateStream() {
    }

    /**
     * The two data sets of the stream by id. They are not in {@code Datasets.all()} (see
     * {@link Models#MY_DATA_TYPE}): the update-stream and compression benchmarks resolve them here.
     */
    public static Dataset<?> dataset(String id) {
        return switch (id) {
            case "mydatatype" -> MY_DATA_TYPE;
            case "updates" -> UPDATES;
            default -> throw new NoSuchElementException("no update-stream data set '" + id + "'; known: mydatatype, updates");
        };
    }

    /** The object before the first update, with the seed's values. */
    public static MyDataType initial() {
        return new MyDataType(1010101010101L, 2222, "thirdId-1234", "staticOne-1234", 2020202020202L,
                ZonedDateTime.parse("2016-07-22T12:34:56.789Z[UTC]"), 1000000.0, 3000000000L, 123456.0);
    }

    /** The 5,000 updates, each a separate object (the static fields share their values, as they would in an application). */
    public static List<MyDataType> updates() {
        List<MyDataType> list = new ArrayList<>(LENGTH);
        MyDataType current = initial();
        for (int i = 0; i < LENGTH; i++) {
            current = current.copy();
            if (i % 2 == 0) {
                current.setChangesA(current.getChangesA() + 1);
            } else {
                current.setChangesB(current.getChangesB() + 1);
            }
            list.add(current);
        }
        return list;
    }
}

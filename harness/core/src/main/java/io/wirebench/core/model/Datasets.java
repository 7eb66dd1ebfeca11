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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Every data set, with the values of the published sources in {@code docs/SOURCES.md}. All samples are deterministic:
 * the same data set gives equal objects in every JVM, so sizes are comparable across runs.
 */
public final class Datasets {
    private Datasets() {
    }

    /** Array lengths of the RION matrix. */
    public static final int[] BATCH_SIZES = {1, 10, 100, 1000};

    public static final Dataset<Order> ORDER = new Dataset<>("order", Models.ORDER,
            "The six-field Order of the wire-format latency benchmark", Set.of(Dataset.HEADLINE), Datasets::order);

    public static final Dataset<MediaContent> MEDIA_CONTENT = new Dataset<>("mediacontent", Models.MEDIA_CONTENT,
            "One video with two images, the jvm-serializers record", Set.of(Dataset.HEADLINE), Datasets::mediaContent);

    /** Messages in each rotation: a power of two, so a benchmark picks the next one with a mask. */
    public static final int ROTATION_SIZE = 256;

    public static final Dataset<Order> ORDERS = Dataset.rotation("orders", Models.ORDER,
            ROTATION_SIZE + " distinct Orders cycled per call: fractional and negative prices, 0-40 chars of 1-, 2- and 3-byte UTF-8, extreme ints",
            Set.of(Dataset.HEADLINE), Datasets::orders);

    public static final Dataset<MediaContent> MEDIA_CONTENTS = Dataset.rotation("mediacontents", Models.MEDIA_CONTENT,
            ROTATION_SIZE + " distinct MediaContent records cycled per call: 0-3 persons, 1-3 images, null titles, non-ASCII text",
            Set.of(), Datasets::mediaContents);

    public static final Dataset<DbTable> DB100 = new Dataset<>("db100", Models.DB_TABLE,
            "A database dump of 100 rows (about 12.5 KB as JSON)", Set.of(), () -> dbTable(100));


    public static Order order() {
        return new Order(1234.0, true, "Hello World!", Side.Sell, 123, 1234567890L);
    }

    /** Seeds of the rotations: {@link Random}'s algorithm is fixed by its specification, so every JVM draws the same values. */
    private static final long ORDERS_SEED = 0x5EED_0001L;
    private static final long MEDIA_SEED = 0x5EED_0002L;

    /** Text drawn from these: ASCII, 2-byte UTF-8 (Latin-1 and beyond it) and 3-byte UTF-8 (BMP above U+07FF). */
    static final String ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-/";
    static final String TWO_BYTE = "\u00e9\u00fc\u00df\u00f1\u00e5\u00d8\u0394\u03a9\u0436\u044f\u05d0\u0628";
    static final String THREE_BYTE = "\u20ac\u6771\u4eac\u2713\u3042\u30ab\ud55c\u0e01\u2603";

    /**
     * {@value #ROTATION_SIZE} distinct orders from a fixed seed. Sample 0 has empty text, sample 1
     * the extremes of both integers; the rest mix small, negative and full-range integers, prices in
     * cents, in ten-thousandths and whole, of both signs, and text of 0 to 40 characters whose
     * alphabet is ASCII, ASCII with 2-byte characters, or ASCII with 2- and 3-byte characters.
     */
    public static List<Order> orders() {
        Random r = new Random(ORDERS_SEED);
        Set<Order> seen = new HashSet<>();
        List<Order> orders = new ArrayList<>(ROTATION_SIZE);
        while (orders.size() < ROTATION_SIZE) {
            int i = orders.size();
            Order o = new Order(price(r), r.nextBoolean(), text(r, i == 0 ? 0 : r.nextInt(41)),
                    r.nextBoolean() ? Side.Buy : Side.Sell, i == 1 ? Integer.MIN_VALUE : anInt(r), i == 1 ? Long.MAX_VALUE : aLong(r));
            if (seen.add(o)) {
                orders.add(o);
            }
        }
        return orders;
    }

    private static double price(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> (r.nextInt(2_000_001) - 1_000_000) / 100.0;        // cents, both signs
            case 1 -> (r.nextInt(20_000_001) - 10_000_000) / 10_000.0;   // ten-thousandths
            case 2 -> r.nextInt(100_000) - 50_000;                       // whole
            default -> r.nextDouble() * 1e6 - 5e5;                       // every bit of the mantissa used
        };
    }

    private static int anInt(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> r.nextInt(128);
            case 1 -> -r.nextInt(100_000) - 1;
            case 2 -> r.nextInt(1 << 20);
            default -> r.nextInt();
        };
    }

    private static long aLong(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> r.nextInt(1 << 16);
            case 1 -> -(r.nextLong() >>> 20) - 1;
            case 2 -> r.nextLong() >>> 1;
            default -> r.nextLong();
        };
    }

    private static String text(Random r, int length) {
        return text(r, length, false);
    }

    private static String text(Random r, int length, boolean asciiOnly) {
        int kind = r.nextInt(3);
        String alphabet = asciiOnly ? ASCII : switch (kind) {
            case 0 -> ASCII;
            case 1 -> ASCII + TWO_BYTE;
            default -> ASCII + TWO_BYTE + THREE_BYTE;
        };
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            b.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /**
     * {@value #ROTATION_SIZE} distinct MediaContent records from a fixed seed: 0 to 3 persons, 1 to 3
     * images, titles and copyright sometimes null, both players and sizes, text as in {@link #orders()}
     * except in record 0, whose text is ASCII (as order 0 of {@code orders} has empty text). Record 0
     * is the sample a check of one message sees ({@link Dataset#newSample()}), so it stays within what
     * every contender's text encoding carries; the other 255 are where contenders whose text is 8-bit
     * by design meet 2- and 3-byte UTF-8, and fail: the runner checks every sample and records that.
     */
    public static List<MediaContent> mediaContents() {
        Random r = new Random(MEDIA_SEED);
        Set<MediaContent> seen = new HashSet<>();
        List<MediaContent> all = new ArrayList<>(ROTATION_SIZE);
        while (all.size() < ROTATION_SIZE) {
            boolean ascii = all.isEmpty(); // see the method comment
            List<String> persons = new ArrayList<>();
            for (int p = r.nextInt(4); p > 0; p--) {
                persons.add(text(r, 1 + r.nextInt(20), ascii));
            }
            boolean bitrate = r.nextBoolean();
            Media media = new Media("http://example.com/" + text(r, 1 + r.nextInt(30), ascii), r.nextInt(5) == 0 ? null : text(r, r.nextInt(40), ascii),
                    r.nextInt(4096), r.nextInt(2160), r.nextBoolean() ? "video/mp4" : "video/webm", r.nextInt(10_000_000) * 1000L,
                    r.nextLong() >>> 24, bitrate ? r.nextInt(50_000_000) : 0, bitrate, persons,
                    r.nextBoolean() ? Media.Player.JAVA : Media.Player.FLASH, r.nextInt(3) == 0 ? text(r, r.nextInt(30), ascii) : null);
            List<Image> images = new ArrayList<>();
            for (int n = 1 + r.nextInt(3); n > 0; n--) {
                images.add(new Image("http://example.com/img/" + text(r, 1 + r.nextInt(20), ascii), r.nextInt(4) == 0 ? null : text(r, r.nextInt(30), ascii),
                        r.nextInt(4096), r.nextInt(2160), r.nextBoolean() ? Image.Size.LARGE : Image.Size.SMALL));
            }
            MediaContent m = new MediaContent(media, images);
            if (seen.add(m)) {
                all.add(m);
            }
        }
        return all;
    }

    // The RION reference values (the RION benchmarks, docs/SOURCES.md); a 1-field object holds the first value.
    static final long[] LONGS = {1, 255, 65535, 1_000_000, 1_000_000_000, -1, -255, -65535, -1_000_000, -1_000_000_000};
    static final float[] FLOATS = {1.1f, 12.12f, 123.132f, 1234.1234f, 12345.12345f, -1.1f, -12.12f, -123.132f, -1234.1234f, -12345.12345f};
    static final double[] DOUBLES = {1.1, 12.12, 123.132, 1234.1234, 12345.12345, -1.1, -12.12, -123.132, -1234.1234, -12345.12345};
    static final String[] STRINGS = {"a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghij"};

    public static Pojo1Boolean boolean1() {
        return new Pojo1Boolean(true);
    }

    public static Pojo10Boolean boolean10() {
        return new Pojo10Boolean(true, false, true, false, true, false, true, false, true, false);
    }

    public static Pojo1Long long1() {
        return new Pojo1Long(LONGS[0]);
    }

    public static Pojo10Long long10() {
        long[] v = LONGS;
        return new Pojo10Long(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9]);
    }

    public static Pojo1Float float1() {
        return new Pojo1Float(FLOATS[0]);
    }

    public static Pojo10Float float10() {
        float[] v = FLOATS;
        return new Pojo10Float(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9]);
    }

    public static Pojo1Double double1() {
        return new Pojo1Double(DOUBLES[0]);
    }

    public static Pojo10Double double10() {
        double[] v = DOUBLES;
        return new Pojo10Double(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9]);
    }

    public static Pojo1String string1() {
        return new Pojo1String(STRINGS[0]);
    }

    public static Pojo10String string10() {
        String[] v = STRINGS;
        return new Pojo10String(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9]);
    }

    public static Pojo1Mixed mixed() {
        return new Pojo1Mixed(true, 1234L, 123.12F, 123456.1234D, "abcdefg");
    }

    /** The read-and-use object: a nested array of ten objects of one long each, values 1..10 times 1,000,003. */
    public static Batch<Pojo1Long> readAndUse() {
        List<Pojo1Long> items = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            items.add(new Pojo1Long(i * 1_000_003L));
        }
        return new Batch<>(items);
    }

    /** The sum the read-and-use test computes, for checking an implementation of it. */
    public static final long READ_AND_USE_SUM = 55 * 1_000_003L;

    /** The "use" of the read-and-use test: the sum of the nested longs. */
    public static long sumOfLongs(Batch<Pojo1Long> batch) {
        long sum = 0;
        for (Pojo1Long item : batch.getItems()) {
            sum += item.getField0();
        }
        return sum;
    }

    public static final Dataset<TreeDocument> TREE = new Dataset<>("tree", Models.TREE,
            "A schema-less document: nested maps, lists and every scalar type", Set.of("tree"), Datasets::tree);

    // Declared after every data set constant: static fields initialise in textual order.
    private static final Map<String, Dataset<?>> BY_ID = buildAll();

    /**
     * A small document with every kind of node a JSON or YAML file can hold, and values at the
     * edges (long extremes, non-ASCII text, empty containers, null), for the schema-less contenders.
     */
    public static TreeDocument tree() {
        Map<String, Object> root = TreeDocument.newMap();
        root.put("id", 1234567890123L);
        root.put("name", "wirebench \u00e9t\u00e9 \u6771\u4eac");
        root.put("active", true);
        root.put("ratio", 0.25);
        root.put("nothing", null);
        root.put("min", Long.MIN_VALUE);
        root.put("max", Long.MAX_VALUE);
        List<Object> tags = TreeDocument.newList();
        tags.add("fast");
        tags.add("small");
        tags.add(42L);
        root.put("tags", tags);
        Map<String, Object> nested = TreeDocument.newMap();
        nested.put("price", 1234.5);
        nested.put("empty list", TreeDocument.newList());
        nested.put("empty map", TreeDocument.newMap());
        root.put("nested", nested);
        List<Object> rows = TreeDocument.newList();
        for (int i = 0; i < 3; i++) {
            Map<String, Object> row = TreeDocument.newMap();
            row.put("n", (long) i);
            row.put("label", "row-" + i);
            rows.add(row);
        }
        root.put("rows", rows);
        return new TreeDocument(root);
    }

    public static MediaContent mediaContent() {
        Media media = new Media("http://javaone.com/keynote.mpg", "Javaone Keynote", 640, 480, "video/mpg4",
                18_000_000L, 58_982_400L, 262_144, true, new ArrayList<>(List.of("Bill Gates", "Steve Jobs")),
                Media.Player.JAVA, null);
        List<Image> images = new ArrayList<>(List.of(
                new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE),
                new Image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Image.Size.SMALL)));
        return new MediaContent(media, images);
    }

    private static final String[] FIRST = {"Al", "Barbara", "Carlos", "Dana", "Eliza", "Farid", "Greta", "Hiroshi", "Ines", "Jonas", "Kwame"};
    private static final String[] LAST = {"Aranow", "Brennan", "Castellanos", "Dubois", "Eriksson", "Fitzgerald", "Gallagher", "Horvath", "Iwasaki", "Johansson", "Kowalczyk", "Lindqvist", "Mbeki"};
    private static final String[] STREET = {"Any St.", "Main Street", "Oak Avenue", "Harbour Road", "Station Lane", "Mill Crescent", "Elm Boulevard"};
    private static final String[] CITY = {"Anytown", "Springfield", "Riverside", "Fairview", "Greenville", "Kingston", "Salem"};
    private static final String[] STATE = {"AL", "CA", "MA", "NY", "OR", "TX", "WA", "VT", "NM"};

    /** A deterministic table of {@code rows} rows; strides that share no factor spread the values. */
    public static DbTable dbTable(int rows) {
        List<DbRow> list = new ArrayList<>(rows);
        for (int i = 0; i < rows; i++) {
            list.add(new DbRow(i + 1, FIRST[i % FIRST.length], LAST[(i * 7) % LAST.length],
                    (100 + i * 37) + " " + STREET[(i * 3) % STREET.length], CITY[(i * 5) % CITY.length],
                    STATE[(i * 2) % STATE.length], String.format("%05d", 10_000 + i * 271)));
        }
        return new DbTable(list);
    }

    private static <E> Batch<E> batch(Supplier<E> element, int size) {
        List<E> items = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            items.add(element.get());
        }
        return new Batch<>(items);
    }

    private static Map<String, Dataset<?>> buildAll() {
        Map<String, Dataset<?>> all = new LinkedHashMap<>();
        add(all, ORDER);
        add(all, ORDERS);
        rion(all, Models.RION_BOOLEAN1, Datasets::boolean1);
        rion(all, Models.RION_LONG1, Datasets::long1);
        rion(all, Models.RION_FLOAT1, Datasets::float1);
        rion(all, Models.RION_DOUBLE1, Datasets::double1);
        rion(all, Models.RION_STRING1, Datasets::string1);
        rion(all, Models.RION_BOOLEAN10, Datasets::boolean10);
        rion(all, Models.RION_LONG10, Datasets::long10);
        rion(all, Models.RION_FLOAT10, Datasets::float10);
        rion(all, Models.RION_DOUBLE10, Datasets::double10);
        rion(all, Models.RION_STRING10, Datasets::string10);
        rion(all, Models.RION_MIXED, Datasets::mixed);
        add(all, new Dataset<>("readuse", Model.batchOf(Models.RION_LONG1),
                "Read and use: ten nested objects of one long, summed", Set.of(), Datasets::readAndUse, Datasets::sumOfLongs));
        add(all, MEDIA_CONTENT);
        add(all, MEDIA_CONTENTS);
        add(all, DB100);
        add(all, TREE);
        return all;
    }

    private static <E> void rion(Map<String, Dataset<?>> all, Model<E> model, Supplier<E> sample) {
        add(all, new Dataset<>(model.id(), model, "RION: one " + model.type().getSimpleName(), Set.of("rion"), sample));
        Model<Batch<E>> batchModel = Model.batchOf(model);
        for (int size : BATCH_SIZES) {
            add(all, new Dataset<>(model.id() + ".x" + size, batchModel,
                    "RION: an array of " + size + " " + model.type().getSimpleName(), Set.of("rion"),
                    () -> batch(sample, size)));
        }
    }

    private static void add(Map<String, Dataset<?>> all, Dataset<?> dataset) {
        if (all.put(dataset.id(), dataset) != null) {
            throw new IllegalStateException("duplicate data set id " + dataset.id());
        }
    }

    /** Every data set in a stable order. */
    public static List<Dataset<?>> all() {
        return List.copyOf(BY_ID.values());
    }

    public static Dataset<?> byId(String id) {
        Dataset<?> d = BY_ID.get(id);
        if (d == null) {
            throw new NoSuchElementException("no data set '" + id + "'; known: " + BY_ID.keySet());
        }
        return d;
    }
}

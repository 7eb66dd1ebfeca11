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
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Messages at the edges of each model ({@link Edge}), which no data set sends but every contender
 * must carry exactly: the conformance check round-trips each of them. Each sample changes only the
 * fields its edge is about, so a contender that cannot carry one edge loses only that one.
 * Every call makes new objects: the check decodes into some of them.
 */
public final class EdgeSamples {
    private EdgeSamples() {
    }

    /** One edge message: which edge it exercises, a label for failure messages, and a maker of equal fresh instances. */
    public record EdgeSample<T>(Edge edge, String label, Supplier<T> make) {
        public T newInstance() {
            return make.get();
        }
    }

    /** Outside Latin-1: Greek (2-byte UTF-8), an en dash and CJK (3-byte), an emoji (4-byte, a surrogate pair in Java). */
    public static final String NON_LATIN1 = "Gr\u00fc\u00dfe \u0395\u03bb\u03bb\u03ac\u03b4\u03b1 \u2013 \u6771\u4eac \uD83D\uDE00";
    /** Over 127 and 255 bytes, so one-byte length prefixes overflow; multi-byte throughout. */
    public static final String LONG_NON_LATIN1 = "\u65e5\u672c\u8a9e\u30c6\u30ad\u30b9\u30c8\uD83D\uDE80 ".repeat(40);

    /** The edge messages of {@code model}, in a stable order. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> List<EdgeSample<T>> of(Model<T> model) {
        if (model.isBatch()) {
            return (List) batches(model.element().orElseThrow());
        }
        List<EdgeSample<?>> list = new ArrayList<>();
        switch (model.id()) {
            case "order" -> order(list);
            case "rion.boolean1" -> add(list, Edge.ZERO_VALUES, "false", () -> new Pojo1Boolean(false));
            case "rion.boolean10" -> add(list, Edge.ZERO_VALUES, "all false", () -> new Pojo10Boolean(false, false, false, false, false, false, false, false, false, false));
            case "rion.long1" -> long1(list);
            case "rion.long10" -> long10(list);
            case "rion.float1" -> float1(list);
            case "rion.float10" -> float10(list);
            case "rion.double1" -> double1(list);
            case "rion.double10" -> double10(list);
            case "rion.string1" -> string1(list);
            case "rion.string10" -> string10(list);
            case "rion.mixed" -> mixed(list);
            case "mediacontent" -> media(list);
            case "db" -> db(list);
            case "tree" -> tree(list);
            case "mydatatype" -> myDataType(list);
            default -> throw new IllegalArgumentException("no edge samples for model " + model.id() + ": add them to EdgeSamples");
        }
        return (List) List.copyOf(list);
    }

    /**
     * A valid instance of {@code model} equal to no data set sample: what the check fills with
     * stale values and then hands to {@code decode} as the instance to reuse.
     */
    @SuppressWarnings("unchecked")
    public static <T> T distinct(Model<T> model) {
        if (model.isBatch()) {
            Model<?> element = model.element().orElseThrow();
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                items.add(distinct(element));
            }
            return (T) new Batch<>(items);
        }
        Object o = switch (model.id()) {
            case "order" -> new Order(-77.125, false, "stale", Side.Buy, -5, 42L);
            case "rion.boolean1" -> new Pojo1Boolean(false);
            case "rion.boolean10" -> new Pojo10Boolean(false, true, false, true, false, true, false, true, false, true);
            case "rion.long1" -> new Pojo1Long(-42);
            case "rion.long10" -> new Pojo10Long(-9, -8, -7, -6, -5, -4, -3, -2, -1, 0);
            case "rion.float1" -> new Pojo1Float(-42.5f);
            case "rion.float10" -> new Pojo10Float(-9.5f, -8.5f, -7.5f, -6.5f, -5.5f, -4.5f, -3.5f, -2.5f, -1.5f, 0.5f);
            case "rion.double1" -> new Pojo1Double(-42.5);
            case "rion.double10" -> new Pojo10Double(-9.5, -8.5, -7.5, -6.5, -5.5, -4.5, -3.5, -2.5, -1.5, 0.5);
            case "rion.string1" -> new Pojo1String("stale");
            case "rion.string10" -> new Pojo10String("s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9");
            case "rion.mixed" -> new Pojo1Mixed(false, -42L, -4.25f, -42.5, "stale");
            case "mediacontent" -> new MediaContent(
                    new Media("stale:uri", "stale title", 1, 2, "stale/format", 3L, 4L, 5, false,
                            new ArrayList<>(List.of("p1", "p2", "p3")), Media.Player.FLASH, "stale copyright"),
                    new ArrayList<>(List.of(new Image("stale:a", "a", 1, 1, Image.Size.SMALL),
                            new Image("stale:b", null, 2, 2, Image.Size.LARGE), new Image("stale:c", "c", 3, 3, Image.Size.SMALL))));
            case "db" -> new DbTable(new ArrayList<>(List.of(new DbRow(-1, "stale", "stale", "stale", "stale", "ZZ", "00000"),
                    new DbRow(-2, "x", "y", "z", "w", "YY", "11111"))));
            case "tree" -> {
                Map<String, Object> root = TreeDocument.newMap();
                root.put("stale", "value");
                root.put("n", -1L);
                yield new TreeDocument(root);
            }
            case "mydatatype" -> new MyDataType(-1L, -2, "stale", "stale", -3L,
                    ZonedDateTime.of(2001, 2, 3, 4, 5, 6, 7_000_000, ZoneOffset.UTC), -4.5, -5L, -6.5);
            default -> throw new IllegalArgumentException("no distinct instance for model " + model.id() + ": add one to EdgeSamples");
        };
        return (T) o;
    }

    private static <T> void add(List<EdgeSample<?>> list, Edge edge, String label, Supplier<T> make) {
        list.add(new EdgeSample<>(edge, label, make));
    }

    private static void order(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "zeros", () -> new Order(0.0, false, "x", Side.Buy, 0, 0L));
        add(l, Edge.NAN, "price NaN", () -> new Order(Double.NaN, true, "nan", Side.Buy, 1, 2L));
        add(l, Edge.NEGATIVE_ZERO, "price -0.0", () -> new Order(-0.0, false, "negative zero", Side.Sell, -1, -2L));
        add(l, Edge.INFINITY, "price +inf", () -> new Order(Double.POSITIVE_INFINITY, true, "inf", Side.Sell, 3, 4L));
        add(l, Edge.INFINITY, "price -inf", () -> new Order(Double.NEGATIVE_INFINITY, false, "-inf", Side.Buy, 5, 6L));
        add(l, Edge.NUMERIC_EXTREMES, "max", () -> new Order(Double.MAX_VALUE, true, "max", Side.Sell, Integer.MAX_VALUE, Long.MAX_VALUE));
        add(l, Edge.NUMERIC_EXTREMES, "min", () -> new Order(-Double.MAX_VALUE, false, "min", Side.Buy, Integer.MIN_VALUE, Long.MIN_VALUE));
        add(l, Edge.NUMERIC_EXTREMES, "subnormal", () -> new Order(Double.MIN_VALUE, true, "subnormal", Side.Buy, -1, -1L));
        add(l, Edge.NON_LATIN1_TEXT, "text", () -> new Order(1.5, true, NON_LATIN1, Side.Sell, 7, 8L));
        add(l, Edge.NON_LATIN1_TEXT, "long text", () -> new Order(-2.25, false, LONG_NON_LATIN1, Side.Buy, 9, 10L));
        add(l, Edge.EMPTY_TEXT, "text", () -> new Order(3.75, true, "", Side.Sell, 11, 12L));
    }

    private static MyDataType update(double staticFour, long changesA, double changesB, String text) {
        return new MyDataType(1L, 2, text, text, 3L, ZonedDateTime.of(2016, 7, 22, 12, 34, 56, 789_000_000, ZoneOffset.UTC),
                staticFour, changesA, changesB);
    }

    private static void myDataType(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "zeros", () -> update(0.0, 0L, 0.0, "x"));
        add(l, Edge.NAN, "changesB NaN", () -> update(1.0, 1L, Double.NaN, "nan"));
        add(l, Edge.NEGATIVE_ZERO, "staticFour -0.0", () -> update(-0.0, -1L, -0.0, "negative zero"));
        add(l, Edge.INFINITY, "changesB +inf, staticFour -inf", () -> update(Double.NEGATIVE_INFINITY, 2L, Double.POSITIVE_INFINITY, "inf"));
        add(l, Edge.NUMERIC_EXTREMES, "max", () -> update(Double.MAX_VALUE, Long.MAX_VALUE, Double.MIN_VALUE, "max"));
        add(l, Edge.NUMERIC_EXTREMES, "min", () -> update(-Double.MAX_VALUE, Long.MIN_VALUE, -Double.MIN_VALUE, "min"));
        add(l, Edge.NON_LATIN1_TEXT, "text", () -> update(1.5, 7L, 8.5, NON_LATIN1));
        add(l, Edge.EMPTY_TEXT, "text", () -> update(2.5, 9L, 10.5, ""));
    }

    private static void long1(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "0", () -> new Pojo1Long(0));
        add(l, Edge.NUMERIC_EXTREMES, "max", () -> new Pojo1Long(Long.MAX_VALUE));
        add(l, Edge.NUMERIC_EXTREMES, "min", () -> new Pojo1Long(Long.MIN_VALUE));
    }

    private static void long10(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "zeros", () -> new Pojo10Long(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        add(l, Edge.NUMERIC_EXTREMES, "extremes", () -> new Pojo10Long(Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE,
                Integer.MIN_VALUE, Integer.MAX_VALUE + 1L, Integer.MIN_VALUE - 1L, -1, 127, 128, -129));
    }

    private static void float1(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "0", () -> new Pojo1Float(0f));
        add(l, Edge.NAN, "NaN", () -> new Pojo1Float(Float.NaN));
        add(l, Edge.NEGATIVE_ZERO, "-0.0", () -> new Pojo1Float(-0.0f));
        add(l, Edge.INFINITY, "+inf", () -> new Pojo1Float(Float.POSITIVE_INFINITY));
        add(l, Edge.INFINITY, "-inf", () -> new Pojo1Float(Float.NEGATIVE_INFINITY));
        add(l, Edge.NUMERIC_EXTREMES, "max", () -> new Pojo1Float(Float.MAX_VALUE));
        add(l, Edge.NUMERIC_EXTREMES, "subnormal", () -> new Pojo1Float(Float.MIN_VALUE));
    }

    private static void float10(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "zeros", () -> new Pojo10Float(0f, 0f, 0f, 0f, 0f, 0f, 0f, 0f, 0f, 0f));
        add(l, Edge.NAN, "NaN", () -> new Pojo10Float(Float.NaN, 1f, 2f, 3f, 4f, 5f, 6f, 7f, 8f, Float.NaN));
        add(l, Edge.NEGATIVE_ZERO, "-0.0", () -> new Pojo10Float(-0.0f, 1f, 2f, 3f, 4f, 5f, 6f, 7f, 8f, -0.0f));
        add(l, Edge.INFINITY, "±inf", () -> new Pojo10Float(Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 2f, 3f, 4f, 5f, 6f, 7f, 8f, 9f));
        add(l, Edge.NUMERIC_EXTREMES, "extremes", () -> new Pojo10Float(Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_VALUE,
                -Float.MIN_VALUE, Float.MIN_NORMAL, 16777217f, 0.1f, 1e-30f, 1e30f, -1e-30f));
    }

    private static void double1(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "0", () -> new Pojo1Double(0.0));
        add(l, Edge.NAN, "NaN", () -> new Pojo1Double(Double.NaN));
        add(l, Edge.NEGATIVE_ZERO, "-0.0", () -> new Pojo1Double(-0.0));
        add(l, Edge.INFINITY, "+inf", () -> new Pojo1Double(Double.POSITIVE_INFINITY));
        add(l, Edge.INFINITY, "-inf", () -> new Pojo1Double(Double.NEGATIVE_INFINITY));
        add(l, Edge.NUMERIC_EXTREMES, "max", () -> new Pojo1Double(Double.MAX_VALUE));
        add(l, Edge.NUMERIC_EXTREMES, "subnormal", () -> new Pojo1Double(Double.MIN_VALUE));
    }

    private static void double10(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "zeros", () -> new Pojo10Double(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        add(l, Edge.NAN, "NaN", () -> new Pojo10Double(Double.NaN, 1, 2, 3, 4, 5, 6, 7, 8, Double.NaN));
        add(l, Edge.NEGATIVE_ZERO, "-0.0", () -> new Pojo10Double(-0.0, 1, 2, 3, 4, 5, 6, 7, 8, -0.0));
        add(l, Edge.INFINITY, "±inf", () -> new Pojo10Double(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2, 3, 4, 5, 6, 7, 8, 9));
        add(l, Edge.NUMERIC_EXTREMES, "extremes", () -> new Pojo10Double(Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE,
                -Double.MIN_VALUE, Double.MIN_NORMAL, 9007199254740993.0, 0.1, 1e-300, 1e300, Long.MAX_VALUE));
    }

    private static void string1(List<EdgeSample<?>> l) {
        add(l, Edge.NON_LATIN1_TEXT, "text", () -> new Pojo1String(NON_LATIN1));
        add(l, Edge.NON_LATIN1_TEXT, "long text", () -> new Pojo1String(LONG_NON_LATIN1));
        add(l, Edge.EMPTY_TEXT, "empty", () -> new Pojo1String(""));
    }

    private static void string10(List<EdgeSample<?>> l) {
        add(l, Edge.NON_LATIN1_TEXT, "text", () -> new Pojo10String("\u00e9", "\u0394", "\u20ac", "\u6771", "\uD83D\uDE00",
                NON_LATIN1, "a\u00e9\u20ac\uD83D\uDE00", "\u00ff", "\u0100", LONG_NON_LATIN1));
        add(l, Edge.EMPTY_TEXT, "empty", () -> new Pojo10String("", "a", "", "b", "", "", "c", "", "", ""));
    }

    private static void mixed(List<EdgeSample<?>> l) {
        add(l, Edge.ZERO_VALUES, "zeros", () -> new Pojo1Mixed(false, 0L, 0f, 0.0, "z"));
        add(l, Edge.NAN, "NaN", () -> new Pojo1Mixed(true, 1L, Float.NaN, Double.NaN, "nan"));
        add(l, Edge.NEGATIVE_ZERO, "-0.0", () -> new Pojo1Mixed(false, -1L, -0.0f, -0.0, "negative zero"));
        add(l, Edge.INFINITY, "+inf", () -> new Pojo1Mixed(true, 2L, Float.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, "inf"));
        add(l, Edge.INFINITY, "-inf", () -> new Pojo1Mixed(true, 3L, Float.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, "-inf"));
        add(l, Edge.NUMERIC_EXTREMES, "max", () -> new Pojo1Mixed(true, Long.MAX_VALUE, Float.MAX_VALUE, Double.MAX_VALUE, "max"));
        add(l, Edge.NUMERIC_EXTREMES, "min", () -> new Pojo1Mixed(false, Long.MIN_VALUE, Float.MIN_VALUE, -Double.MAX_VALUE, "min"));
        add(l, Edge.NON_LATIN1_TEXT, "text", () -> new Pojo1Mixed(true, 4L, 4.5f, 4.25, NON_LATIN1));
        add(l, Edge.EMPTY_TEXT, "empty", () -> new Pojo1Mixed(false, 5L, 5.5f, 5.25, ""));
    }

    private static Media media(String title, String copyright, List<String> persons) {
        return new Media("http://example.com/v.mpg", title, 640, 480, "video/mpg4", 18_000_000L, 58_982_400L, 262_144, true,
                new ArrayList<>(persons), Media.Player.JAVA, copyright);
    }

    private static void media(List<EdgeSample<?>> l) {
        add(l, Edge.NULL_TEXT, "null titles and copyright", () -> new MediaContent(media(null, null, List.of("A")),
                new ArrayList<>(List.of(new Image("http://example.com/a.jpg", null, 1, 2, Image.Size.SMALL)))));
        add(l, Edge.NON_LATIN1_TEXT, "text", () -> new MediaContent(
                new Media("http://example.com/\u6771\u4eac.mpg", NON_LATIN1, 640, 480, "vid\u00e9o/\u6771", 1L, 2L, 3, false,
                        new ArrayList<>(List.of("Bj\u00f6rk", "\u738b\u83f2", "\uD83D\uDE00")), Media.Player.FLASH, "\u00a9 " + LONG_NON_LATIN1),
                new ArrayList<>(List.of(new Image("http://example.com/\u0394.jpg", "\u0395\u03bb\u03bb\u03ac\u03b4\u03b1", 3, 4, Image.Size.LARGE)))));
        add(l, Edge.EMPTY_TEXT, "empty strings", () -> new MediaContent(
                new Media("", "", 0, 0, "", 0L, 0L, 0, false, new ArrayList<>(List.of("")), Media.Player.JAVA, ""),
                new ArrayList<>(List.of(new Image("", "", 0, 0, Image.Size.SMALL)))));
        add(l, Edge.NUMERIC_EXTREMES, "min and max", () -> new MediaContent(
                new Media("u", "t", Integer.MIN_VALUE, Integer.MAX_VALUE, "f", Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, true,
                        new ArrayList<>(List.of("p")), Media.Player.JAVA, "c"),
                new ArrayList<>(List.of(new Image("i", "t", Integer.MAX_VALUE, Integer.MIN_VALUE, Image.Size.LARGE)))));
        add(l, Edge.EMPTY_COLLECTION, "no persons, no images", () -> new MediaContent(media("t", "c", List.of()), new ArrayList<>()));
    }

    private static void db(List<EdgeSample<?>> l) {
        add(l, Edge.NON_LATIN1_TEXT, "text", () -> new DbTable(new ArrayList<>(List.of(
                new DbRow(1, "Bj\u00f6rk", "\u738b", "\u6771\u4eac 1-2-3", NON_LATIN1, "\u0394\u0394", "\uD83D\uDE00"),
                new DbRow(2, LONG_NON_LATIN1, "x", "y", "z", "WA", "98101")))));
        add(l, Edge.EMPTY_TEXT, "empty", () -> new DbTable(new ArrayList<>(List.of(new DbRow(1, "", "", "", "", "", "")))));
        add(l, Edge.NUMERIC_EXTREMES, "ids", () -> new DbTable(new ArrayList<>(List.of(
                new DbRow(Integer.MAX_VALUE, "a", "b", "c", "d", "e", "f"), new DbRow(Integer.MIN_VALUE, "a", "b", "c", "d", "e", "f"),
                new DbRow(0, "a", "b", "c", "d", "e", "f")))));
        add(l, Edge.EMPTY_COLLECTION, "no rows", () -> new DbTable(new ArrayList<>()));
    }

    private static TreeDocument tree(String key, Object value) {
        Map<String, Object> root = TreeDocument.newMap();
        root.put("edge", key);
        root.put(key, value);
        return new TreeDocument(root);
    }

    private static void tree(List<EdgeSample<?>> l) {
        add(l, Edge.NAN, "NaN", () -> tree("nan", Double.NaN));
        add(l, Edge.NEGATIVE_ZERO, "-0.0", () -> tree("negative zero", -0.0));
        add(l, Edge.INFINITY, "±inf", () -> tree("infinities", new ArrayList<>(List.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY))));
        add(l, Edge.NUMERIC_EXTREMES, "extremes", () -> tree("extremes", new ArrayList<>(List.of(
                Long.MIN_VALUE, Long.MAX_VALUE, Double.MAX_VALUE, Double.MIN_VALUE, -Double.MAX_VALUE))));
        add(l, Edge.NON_LATIN1_TEXT, "keys and values", () -> {
            Map<String, Object> root = TreeDocument.newMap();
            root.put(NON_LATIN1, LONG_NON_LATIN1);
            root.put("\u6771\u4eac", new ArrayList<>(List.of("\uD83D\uDE00", "\u00e9")));
            return new TreeDocument(root);
        });
        add(l, Edge.EMPTY_TEXT, "empty key and value", () -> tree("", ""));
        add(l, Edge.EMPTY_COLLECTION, "empty root", () -> new TreeDocument(TreeDocument.newMap()));
    }

    /** A batch of each element edge (beside an ordinary element), and the empty batch. */
    private static <E> List<EdgeSample<Batch<E>>> batches(Model<E> element) {
        List<EdgeSample<Batch<E>>> list = new ArrayList<>();
        for (EdgeSample<E> e : of(element)) {
            list.add(new EdgeSample<>(e.edge(), "batch of " + e.label(),
                    () -> new Batch<>(List.of(e.newInstance(), distinct(element), e.newInstance()))));
        }
        list.add(new EdgeSample<>(Edge.EMPTY_COLLECTION, "empty batch", () -> new Batch<>(List.of())));
        return List.copyOf(list);
    }
}

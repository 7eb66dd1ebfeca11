package io.wirebench.wire;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** A test message with a field of every value type, nested objects and sequences, described once. */
public final class AllTypes {
    public enum Colour { RED, GREEN, BLUE }

    public static final WireKey I8 = WireKey.of("i8", 1);
    public static final WireKey I16 = WireKey.of("i16", 2);
    public static final WireKey I32 = WireKey.of("i32", 3);
    public static final WireKey I64 = WireKey.of("i64", 4);
    public static final WireKey F32 = WireKey.of("f32", 5);
    public static final WireKey F64 = WireKey.of("f64", 6);
    public static final WireKey BOOL = WireKey.of("bool", 7);
    public static final WireKey TEXT = WireKey.of("text", 8);
    public static final WireKey NULL_TEXT = WireKey.of("nullText", 9);
    public static final WireKey COLOUR = WireKey.of("colour", 10);
    public static final WireKey BYTES = WireKey.of("bytes", 11);
    public static final WireKey CHILD = WireKey.of("child", 12);
    public static final WireKey LONGS = WireKey.of("longs", 40);
    public static final WireKey CHILDREN = WireKey.of("children", 41);
    public static final EnumValues<Colour> COLOURS = EnumValues.of(Colour.class);

    public byte i8;
    public short i16;
    public int i32;
    public long i64;
    public float f32;
    public double f64;
    public boolean bool;
    public String text;
    public String nullText;
    public Colour colour;
    public byte[] bytes;
    public AllTypes child;
    public List<Long> longs = new ArrayList<>();
    public List<AllTypes> children = new ArrayList<>();

    public static AllTypes sample() {
        AllTypes a = leaf(-5, "top");
        a.child = leaf(7, "child \u00e9");
        a.longs = new ArrayList<>(List.of(0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 300L));
        a.children = new ArrayList<>(List.of(leaf(1, "one"), leaf(2, "x".repeat(300))));
        return a;
    }

    public static AllTypes leaf(int n, String text) {
        AllTypes a = new AllTypes();
        a.i8 = (byte) n;
        a.i16 = (short) (n * 1000);
        a.i32 = n * 100_000;
        a.i64 = n * 10_000_000_000L;
        a.f32 = n / 4f;
        a.f64 = n * 1.1;
        a.bool = n % 2 == 0;
        a.text = text;
        a.colour = Colour.values()[Math.floorMod(n, 3)];
        a.bytes = new byte[] {(byte) n, 0, -1};
        return a;
    }

    public static final Marshaller<AllTypes> MARSHALLER = new Marshaller<>() {
        private final WireWriter<List<Long>> longsOut = (list, out) -> {
            for (Long l : list) {
                out.writeValue().int64(l);
            }
        };
        private final WireReader<List<Long>> longsIn = (reuse, in) -> {
            List<Long> list = new ArrayList<>();
            while (in.hasMore()) {
                list.add(in.readValue().int64());
            }
            return list;
        };
        private final WireWriter<List<AllTypes>> childrenOut = (list, out) -> {
            for (AllTypes c : list) {
                out.writeValue().object(c, this);
            }
        };
        private final WireReader<List<AllTypes>> childrenIn = (reuse, in) -> {
            List<AllTypes> list = new ArrayList<>();
            while (in.hasMore()) {
                list.add(in.readValue().object(null, this));
            }
            return list;
        };

        @Override
        public void write(AllTypes a, WireOut out) {
            out.write(I8).int8(a.i8)
                    .write(I16).int16(a.i16)
                    .write(I32).int32(a.i32)
                    .write(I64).int64(a.i64)
                    .write(F32).float32(a.f32)
                    .write(F64).float64(a.f64)
                    .write(BOOL).bool(a.bool)
                    .write(TEXT).text(a.text)
                    .write(NULL_TEXT).text(a.nullText)
                    .write(COLOUR).asEnum(a.colour)
                    .write(BYTES).bytes(a.bytes)
                    .write(CHILD).object(a.child, this)
                    .write(LONGS).sequence(a.longs, longsOut)
                    .write(CHILDREN).sequence(a.children, childrenOut);
        }

        @Override
        public AllTypes read(AllTypes reuse, WireIn in) {
            AllTypes a = reuse != null ? reuse : new AllTypes();
            a.i8 = in.read(I8).int8();
            a.i16 = in.read(I16).int16();
            a.i32 = in.read(I32).int32();
            a.i64 = in.read(I64).int64();
            a.f32 = in.read(F32).float32();
            a.f64 = in.read(F64).float64();
            a.bool = in.read(BOOL).bool();
            a.text = in.read(TEXT).text();
            a.nullText = in.read(NULL_TEXT).text();
            a.colour = in.read(COLOUR).asEnum(COLOURS);
            a.bytes = in.read(BYTES).bytes();
            a.child = in.read(CHILD).object(a.child, this);
            a.longs = in.read(LONGS).sequence(null, longsIn);
            a.children = in.read(CHILDREN).sequence(null, childrenIn);
            return a;
        }
    };

    /** Raw wire has no nulls for objects and sequences: this description writes none. */
    public boolean hasNoNullContainers() {
        return longs != null && children != null && (child == null || child.hasNoNullContainers())
                && children.stream().allMatch(c -> c != null && c.hasNoNullContainers());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AllTypes a && i8 == a.i8 && i16 == a.i16 && i32 == a.i32 && i64 == a.i64
                && Float.compare(f32, a.f32) == 0 && Double.compare(f64, a.f64) == 0 && bool == a.bool
                && Objects.equals(text, a.text) && Objects.equals(nullText, a.nullText) && colour == a.colour
                && Arrays.equals(bytes, a.bytes) && Objects.equals(child, a.child)
                && Objects.equals(longs, a.longs) && Objects.equals(children, a.children);
    }

    @Override
    public int hashCode() {
        return Objects.hash(i8, i16, i32, i64, text);
    }

    @Override
    public String toString() {
        return "AllTypes{" + i8 + ", " + i16 + ", " + i32 + ", " + i64 + ", " + f32 + ", " + f64 + ", " + bool + ", " + text
                + ", " + nullText + ", " + colour + ", " + Arrays.toString(bytes) + ", child=" + child + ", " + longs + ", " + children + "}";
    }
}

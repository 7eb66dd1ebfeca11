package io.wirebench.adapters.chronicle;

import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.wire.ValueIn;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireKey;
import net.openhft.chronicle.wire.WireOut;

/**
 * How a list field is written. Text, JSON and binary YAML have sequences ({@code ValueOut.sequence},
 * read with {@code hasNextSequenceItem}); RawWire does not implement reading them, so there a list is
 * its element count followed by the elements, as a hand-written raw format would have it. The lambdas
 * passed to {@code sequence} capture nothing: their state comes in as arguments.
 */
abstract class WireLists {
    static final WireLists SEQUENCES = new Sequences();
    static final WireLists COUNTED = new Counted();

    abstract <E> void writeMarshallables(WireOut wire, WireKey key, List<E> items, Nested<E> element);

    abstract <E> List<E> readMarshallables(WireIn wire, WireKey key, Nested<E> element);

    abstract void writeTexts(WireOut wire, WireKey key, List<String> items);

    abstract List<String> readTexts(WireIn wire, WireKey key, Values values);

    /** A nested object that may be null: the wire's null where the wire has one, else a presence flag first. */
    abstract <E> void writeNullable(WireOut wire, WireKey key, E value, Nested<E> nested);

    abstract <E> E readNullable(WireIn wire, WireKey key, Nested<E> nested);

    private static final class Sequences extends WireLists {
        @Override
        <E> void writeNullable(WireOut wire, WireKey key, E value, Nested<E> nested) {
            if (value == null) {
                wire.write(key).nu11();
            } else {
                wire.write(key).marshallable(nested.of(value));
            }
        }

        @Override
        <E> E readNullable(WireIn wire, WireKey key, Nested<E> nested) {
            ValueIn in = wire.read(key);
            if (in.isNull()) {
                return null;
            }
            in.marshallable(nested.of(null));
            return nested.value();
        }

        @Override
        <E> void writeMarshallables(WireOut wire, WireKey key, List<E> items, Nested<E> element) {
            wire.write(key).sequence(items, element, (list, nested, out) -> {
                for (int i = 0; i < list.size(); i++) {
                    out.marshallable(nested.of(list.get(i)));
                }
            });
        }

        @Override
        <E> List<E> readMarshallables(WireIn wire, WireKey key, Nested<E> element) {
            List<E> items = new ArrayList<>();
            wire.read(key).sequence(items, element, (list, nested, in) -> {
                while (in.hasNextSequenceItem()) {
                    in.marshallable(nested.of(null));
                    list.add(nested.value());
                }
            });
            return items;
        }

        @Override
        void writeTexts(WireOut wire, WireKey key, List<String> items) {
            wire.write(key).sequence(items, (list, out) -> {
                for (int i = 0; i < list.size(); i++) {
                    out.text(list.get(i));
                }
            });
        }

        @Override
        List<String> readTexts(WireIn wire, WireKey key, Values values) {
            List<String> items = new ArrayList<>();
            wire.read(key).sequence(items, values, (list, reader, in) -> {
                while (in.hasNextSequenceItem()) {
                    list.add(reader.text(in));
                }
            });
            return items;
        }
    }

    /** RawWire writes no type codes, so its null cannot be told from a value: a presence flag goes first. */
    private static final class Counted extends WireLists {
        @Override
        <E> void writeNullable(WireOut wire, WireKey key, E value, Nested<E> nested) {
            wire.write(key).bool(value != null);
            if (value != null) {
                wire.getValueOut().marshallable(nested.of(value));
            }
        }

        @Override
        <E> E readNullable(WireIn wire, WireKey key, Nested<E> nested) {
            if (!wire.read(key).bool()) {
                return null;
            }
            wire.getValueIn().marshallable(nested.of(null));
            return nested.value();
        }

        @Override
        <E> void writeMarshallables(WireOut wire, WireKey key, List<E> items, Nested<E> element) {
            wire.write(key).int32(items.size());
            for (int i = 0; i < items.size(); i++) {
                wire.getValueOut().marshallable(element.of(items.get(i)));
            }
        }

        @Override
        <E> List<E> readMarshallables(WireIn wire, WireKey key, Nested<E> element) {
            int count = readCount(wire, key);
            List<E> items = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                wire.getValueIn().marshallable(element.of(null));
                items.add(element.value());
            }
            return items;
        }

        @Override
        void writeTexts(WireOut wire, WireKey key, List<String> items) {
            wire.write(key).int32(items.size());
            for (int i = 0; i < items.size(); i++) {
                wire.getValueOut().text(items.get(i));
            }
        }

        @Override
        List<String> readTexts(WireIn wire, WireKey key, Values values) {
            int count = readCount(wire, key);
            List<String> items = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                items.add(values.text(wire.getValueIn()));
            }
            return items;
        }

        /** Every element takes at least one byte: a larger count is a lie, refused before allocating for it. */
        private static int readCount(WireIn wire, WireKey key) {
            int count = wire.read(key).int32();
            long remaining = wire.bytes().readRemaining();
            if (count < 0 || count > remaining) {
                throw new IllegalStateException("list '" + key + "' claims " + count + " elements but " + remaining + " bytes remain");
            }
            return count;
        }
    }
}

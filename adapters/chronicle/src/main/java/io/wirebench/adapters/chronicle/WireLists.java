package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.Refill;
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
 *
 * <p>Reading goes into what the reused instance holds, as adapters/wire's lists do: a list this code made
 * ({@code ArrayList}) is refilled in place with its elements read into ({@link Refill}), a nested object
 * is read into the one held. A caller's list of another kind may be immutable, so it is replaced.
 */
abstract class WireLists {
    static final WireLists SEQUENCES = new Sequences();
    static final WireLists COUNTED = new Counted();

    abstract <E> void writeMarshallables(WireOut wire, WireKey key, List<E> items, Nested<E> element);

    abstract <E> List<E> readMarshallables(WireIn wire, WireKey key, Nested<E> element, List<E> reuse);

    abstract void writeTexts(WireOut wire, WireKey key, List<String> items);

    abstract List<String> readTexts(WireIn wire, WireKey key, Values values, List<String> reuse);

    /** A nested object that may be null: the wire's null where the wire has one, else a presence flag first. */
    abstract <E> void writeNullable(WireOut wire, WireKey key, E value, Nested<E> nested);

    abstract <E> E readNullable(WireIn wire, WireKey key, Nested<E> nested, E reuse);

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
        <E> E readNullable(WireIn wire, WireKey key, Nested<E> nested, E reuse) {
            ValueIn in = wire.read(key);
            if (in.isNull()) {
                return null;
            }
            in.marshallable(nested.of(reuse));
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
        <E> List<E> readMarshallables(WireIn wire, WireKey key, Nested<E> element, List<E> reuse) {
            List<E> items = Refill.listFor(reuse);
            // The reader is not called for an empty sequence on every wire (JSON's): the count read comes back
            // through the Nested, and the items past it are dropped here.
            element.count = 0;
            wire.read(key).sequence(items, element, (list, nested, in) -> {
                int i = 0;
                while (in.hasNextSequenceItem()) {
                    in.marshallable(nested.of(Refill.at(list, i)));
                    Refill.put(list, i++, nested.value());
                }
                nested.count = i;
            });
            Refill.keepFirst(items, element.count);
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
        List<String> readTexts(WireIn wire, WireKey key, Values values, List<String> reuse) {
            List<String> items = Refill.listFor(reuse);
            items.clear();
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
        <E> E readNullable(WireIn wire, WireKey key, Nested<E> nested, E reuse) {
            if (!wire.read(key).bool()) {
                return null;
            }
            wire.getValueIn().marshallable(nested.of(reuse));
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
        <E> List<E> readMarshallables(WireIn wire, WireKey key, Nested<E> element, List<E> reuse) {
            int count = readCount(wire, key);
            List<E> items = Refill.listFor(reuse);
            for (int i = 0; i < count; i++) {
                wire.getValueIn().marshallable(element.of(Refill.at(items, i)));
                Refill.put(items, i, element.value());
            }
            Refill.keepFirst(items, count);
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
        List<String> readTexts(WireIn wire, WireKey key, Values values, List<String> reuse) {
            int count = readCount(wire, key);
            List<String> items = Refill.listFor(reuse);
            items.clear();
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

package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.WireKey;

/**
 * Field keys as {@link WireKey} enum constants, the way Chronicle's own microbenchmark keys its
 * {@code Data} class ({@code DataFields implements WireKey}, code = ordinal): a constant per field, so
 * no String is hashed and no lambda is made per key, and each key carries a small number for the
 * wires that write field numbers instead of names. Codes start at 1; {@code Order} uses the published (docs/SOURCES.md)
 * numbers (smallInt 1, longInt 2, price 3, flag 4, text 5, side 6).
 */
final class Keys {
    private Keys() {
    }

    enum OrderKey implements WireKey {
        unused, smallInt, longInt, price, flag, text, side;

        @Override
        public int code() {
            return ordinal();
        }
    }

    /** The RION models' fields, {@code field0} … {@code field9}. */
    enum FieldKey implements WireKey {
        field0, field1, field2, field3, field4, field5, field6, field7, field8, field9;

        @Override
        public int code() {
            return ordinal() + 1;
        }
    }

    /** The one list field of a batch, a table, and the media content's two fields. */
    enum ContainerKey implements WireKey {
        items, rows, media, images;

        @Override
        public int code() {
            return ordinal() + 1;
        }
    }

    enum MediaKey implements WireKey {
        uri, title, width, height, format, duration, size, bitrate, hasBitrate, persons, player, copyright;

        @Override
        public int code() {
            return ordinal() + 1;
        }
    }

    enum ImageKey implements WireKey {
        uri, title, width, height, size;

        @Override
        public int code() {
            return ordinal() + 1;
        }
    }

    enum RowKey implements WireKey {
        id, firstName, lastName, street, city, state, zip;

        @Override
        public int code() {
            return ordinal() + 1;
        }
    }
}

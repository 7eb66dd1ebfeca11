package io.wirebench.adapters.capnproto;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructSize;
import org.capnproto.Text;

/**
 * {@code struct Order} of {@code src/main/capnp/wirebench.capnp}: the factory, builder and reader that
 * capnpc-java generates for a struct, written by hand (the compiler is a native executable Maven
 * Central does not carry), with the data and pointer offsets of the layout capnp assigns. Getters read
 * the message in place; the enum is handled as its 16-bit number, which the mapping checks.
 */
final class OrderStruct {
    static final StructSize STRUCT_SIZE = new StructSize((short) 3, (short) 1);
    static final Factory FACTORY = new Factory();

    private OrderStruct() {
    }

    static final class Factory extends CapnpStructs.Factory<Builder, Reader> {
        Factory() {
            super(STRUCT_SIZE);
        }

        @Override
        public Reader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new Reader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public Builder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new Builder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class Builder extends CapnpStructs.Builder {
        Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        void setPrice(double value) {
            _setDoubleField(0, value);
        }

        void setFlag(boolean value) {
            _setBooleanField(64, value);
        }

        void setText(String value) {
            setText(0, value);
        }

        void setSide(short value) {
            _setShortField(5, value);
        }

        void setSmallInt(int value) {
            _setIntField(3, value);
        }

        void setLongInt(long value) {
            _setLongField(2, value);
        }
    }

    static final class Reader extends CapnpStructs.Reader {
        Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        double getPrice() {
            return _getDoubleField(0);
        }

        boolean getFlag() {
            return _getBooleanField(64);
        }

        boolean hasText() {
            return !_pointerFieldIsNull(0);
        }

        Text.Reader getText() {
            return _getPointerField(Text.factory, 0, null, 0, 0);
        }

        short getSide() {
            return _getShortField(5);
        }

        int getSmallInt() {
            return _getIntField(3);
        }

        long getLongInt() {
            return _getLongField(2);
        }
    }
}

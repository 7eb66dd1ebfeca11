package io.wirebench.adapters.capnproto;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructList;
import org.capnproto.StructSize;

/**
 * {@code struct Long1} and {@code struct Long1Batch} of {@code wirebench.capnp}, as capnpc-java would
 * generate them, written by hand (see {@link OrderStruct}).
 */
final class Long1Structs {
    static final StructSize LONG1_SIZE = new StructSize((short) 1, (short) 0);
    static final StructSize BATCH_SIZE = new StructSize((short) 0, (short) 1);
    static final Long1Factory LONG1 = new Long1Factory();
    static final StructList.Factory<Long1Builder, Long1Reader> LONG1_LIST = new StructList.Factory<>(LONG1);
    static final BatchFactory BATCH = new BatchFactory();

    private Long1Structs() {
    }

    static final class Long1Factory extends CapnpStructs.Factory<Long1Builder, Long1Reader> {
        Long1Factory() {
            super(LONG1_SIZE);
        }

        @Override
        public Long1Reader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new Long1Reader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public Long1Builder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new Long1Builder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class Long1Builder extends CapnpStructs.Builder {
        Long1Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        void setField0(long value) {
            _setLongField(0, value);
        }
    }

    static final class Long1Reader extends CapnpStructs.Reader {
        Long1Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        long getField0() {
            return _getLongField(0);
        }
    }

    static final class BatchFactory extends CapnpStructs.Factory<BatchBuilder, BatchReader> {
        BatchFactory() {
            super(BATCH_SIZE);
        }

        @Override
        public BatchReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new BatchReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public BatchBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new BatchBuilder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class BatchBuilder extends CapnpStructs.Builder {
        BatchBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        StructList.Builder<Long1Builder> initItems(int size) {
            return _initPointerField(LONG1_LIST, 0, size);
        }
    }

    static final class BatchReader extends CapnpStructs.Reader {
        BatchReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        boolean hasItems() {
            return !_pointerFieldIsNull(0);
        }

        StructList.Reader<Long1Reader> getItems() {
            return _getPointerField(LONG1_LIST, 0, null, 0);
        }
    }
}

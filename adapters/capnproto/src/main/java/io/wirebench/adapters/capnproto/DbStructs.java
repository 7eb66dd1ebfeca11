package io.wirebench.adapters.capnproto;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructList;
import org.capnproto.StructSize;

/**
 * {@code struct DbRow} and {@code struct DbTable} of {@code wirebench.capnp}, as capnpc-java would
 * generate them, written by hand (see {@link OrderStruct}).
 */
final class DbStructs {
    static final StructSize ROW_SIZE = new StructSize((short) 1, (short) 6);
    static final StructSize TABLE_SIZE = new StructSize((short) 0, (short) 1);
    static final RowFactory ROW = new RowFactory();
    static final StructList.Factory<RowBuilder, RowReader> ROW_LIST = new StructList.Factory<>(ROW);
    static final TableFactory TABLE = new TableFactory();

    private DbStructs() {
    }

    static final class RowFactory extends CapnpStructs.Factory<RowBuilder, RowReader> {
        RowFactory() {
            super(ROW_SIZE);
        }

        @Override
        public RowReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new RowReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public RowBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new RowBuilder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class RowBuilder extends CapnpStructs.Builder {
        RowBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        void setId(int value) {
            _setIntField(0, value);
        }
    }

    static final class RowReader extends CapnpStructs.Reader {
        RowReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        int getId() {
            return _getIntField(0);
        }
    }

    static final class TableFactory extends CapnpStructs.Factory<TableBuilder, TableReader> {
        TableFactory() {
            super(TABLE_SIZE);
        }

        @Override
        public TableReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new TableReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public TableBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new TableBuilder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class TableBuilder extends CapnpStructs.Builder {
        TableBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        StructList.Builder<RowBuilder> initRows(int size) {
            return _initPointerField(ROW_LIST, 0, size);
        }
    }

    static final class TableReader extends CapnpStructs.Reader {
        TableReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        boolean hasRows() {
            return !_pointerFieldIsNull(0);
        }

        StructList.Reader<RowReader> getRows() {
            return _getPointerField(ROW_LIST, 0, null, 0);
        }
    }
}

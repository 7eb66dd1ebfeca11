package io.wirebench.adapters.capnproto;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructBuilder;
import org.capnproto.StructFactory;
import org.capnproto.StructList;
import org.capnproto.StructReader;
import org.capnproto.StructSize;
import org.capnproto.Text;

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

    static final class RowFactory extends StructFactory<RowBuilder, RowReader> {
        @Override
        public RowReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new RowReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public RowBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new RowBuilder(segment, data, pointers, dataSize, pointerCount);
        }

        @Override
        public StructSize structSize() {
            return ROW_SIZE;
        }

        @Override
        public RowReader asReader(RowBuilder builder) {
            return builder.asReader();
        }
    }

    static final class RowBuilder extends StructBuilder {
        RowBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        RowReader asReader() {
            return new RowReader(segment, data, pointers, dataSize, pointerCount, 0x7fffffff);
        }

        void setId(int value) {
            _setIntField(0, value);
        }

        /** Text field at {@code pointer} (0 to 5: firstName … zip). */
        void setText(int pointer, String value) {
            _setPointerField(Text.factory, pointer, new Text.Reader(value));
        }
    }

    static final class RowReader extends StructReader {
        RowReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        int getId() {
            return _getIntField(0);
        }

        /** Text field at {@code pointer} (0 to 5: firstName … zip), or null for a null pointer. */
        String getText(int pointer) {
            return _pointerFieldIsNull(pointer) ? null : _getPointerField(Text.factory, pointer, null, 0, 0).toString();
        }
    }

    static final class TableFactory extends StructFactory<TableBuilder, TableReader> {
        @Override
        public TableReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new TableReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public TableBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new TableBuilder(segment, data, pointers, dataSize, pointerCount);
        }

        @Override
        public StructSize structSize() {
            return TABLE_SIZE;
        }

        @Override
        public TableReader asReader(TableBuilder builder) {
            return builder.asReader();
        }
    }

    static final class TableBuilder extends StructBuilder {
        TableBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        TableReader asReader() {
            return new TableReader(segment, data, pointers, dataSize, pointerCount, 0x7fffffff);
        }

        StructList.Builder<RowBuilder> initRows(int size) {
            return _initPointerField(ROW_LIST, 0, size);
        }
    }

    static final class TableReader extends StructReader {
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

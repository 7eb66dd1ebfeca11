package io.wirebench.adapters.capnproto;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructBuilder;
import org.capnproto.StructFactory;
import org.capnproto.StructReader;
import org.capnproto.StructSize;
import org.capnproto.Text;

/**
 * What every struct of {@code wirebench.capnp} has alike (the structs are generated at build time from
 * the table in {@code src/main/rion/…/Structs.java.tmpl}). capnpc-java writes these steps into each struct
 * it generates; here they are written once, and each struct keeps only what is its own: the two
 * constructors its factory calls, and its fields' offsets.
 */
final class CapnpStructs {
    private CapnpStructs() {
    }

    /** A struct's factory: its size, and a builder seen as a reader; the constructors are the struct's own. */
    abstract static class Factory<B extends Builder, R extends StructReader> extends StructFactory<B, R> {
        private final StructSize size;

        Factory(StructSize size) {
            this.size = size;
        }

        @Override
        public final StructSize structSize() {
            return size;
        }

        @Override
        public final R asReader(B builder) {
            return builder.asReader(this);
        }
    }

    /** A struct's builder: the constructor capnp's runtime calls, and the text setter every struct with text uses. */
    abstract static class Builder extends StructBuilder {
        Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        /** The same struct, read in place with no nesting limit (the builder's own message). */
        final <R> R asReader(StructReader.Factory<R> factory) {
            return factory.constructReader(segment, data, pointers, dataSize, pointerCount, 0x7fffffff);
        }

        /** A text field, as generated setters write one: a {@code Text.Reader} over the string. */
        final void setText(int pointer, String value) {
            _setPointerField(Text.factory, pointer, new Text.Reader(value));
        }
    }

    /** A struct's reader: the constructor capnp's runtime calls, and the text getter every struct with text uses. */
    abstract static class Reader extends StructReader {
        Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        /** A text field, or null for a null pointer (how the schema says "no title"). */
        final String text(int pointer) {
            return _pointerFieldIsNull(pointer) ? null : _getPointerField(Text.factory, pointer, null, 0, 0).toString();
        }
    }
}

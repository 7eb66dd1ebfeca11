package io.wirebench.wire;

import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.raw.RawWireIn;
import io.wirebench.wire.raw.RawWireOut;
import java.util.Arrays;
import java.util.function.Function;

/** Test helper: write one data document in a rendering, read it back. */
public enum Renderings {
    BINARY_NAMED(o -> new BinaryWireOut(o, KeyStyle.NAMED, NumberStyle.COMPACT)),
    BINARY_NUMBERED(o -> new BinaryWireOut(o, KeyStyle.NUMBERED, NumberStyle.COMPACT)),
    BINARY_FIXED_NAMED(o -> new BinaryWireOut(o, KeyStyle.NAMED, NumberStyle.FIXED)),
    BINARY_FIXED_NUMBERED(o -> new BinaryWireOut(o, KeyStyle.NUMBERED, NumberStyle.FIXED)),
    BINARY_FIELDLESS(o -> new BinaryWireOut(o, KeyStyle.NONE, NumberStyle.COMPACT)),
    BINARY_FIXED_FIELDLESS(o -> new BinaryWireOut(o, KeyStyle.NONE, NumberStyle.FIXED)),
    RAW(o -> new RawWireOut(o, TextEncoding.UTF_8)),
    RAW_8BIT(o -> new RawWireOut(o, TextEncoding.LATIN_1));

    private final Function<BytesOut, WireOut> writer;

    Renderings(Function<BytesOut, WireOut> writer) {
        this.writer = writer;
    }

    public boolean isBinary() {
        return name().startsWith("BINARY");
    }

    /** One data document holding {@code value}. */
    public <T> byte[] write(T value, WireWriter<? super T> description) {
        HeapBuffer buffer = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(buffer);
        int header = out.beginDocument(false);
        description.write(value, writer.apply(out));
        out.endDocument(header);
        return Arrays.copyOf(buffer.array(), out.position());
    }

    /** Reads the one data document in {@code bytes}. */
    public <T> T read(byte[] bytes, T reuse, WireReader<T> description) {
        return read(bytes, reuse, description, WireLimits.DEFAULT);
    }

    public <T> T read(byte[] bytes, T reuse, WireReader<T> description, WireLimits limits) {
        BytesIn in = new BytesIn(HeapBuffer.wrap(bytes), limits);
        in.enterDocument();
        T result;
        if (isBinary()) {
            BinaryWireIn wire = new BinaryWireIn(in);
            wire.reset();
            result = description.read(reuse, wire);
        } else {
            RawWireIn wire = new RawWireIn(in, this == RAW ? TextEncoding.UTF_8 : TextEncoding.LATIN_1);
            wire.reset();
            result = description.read(reuse, wire);
        }
        in.exitDocument();
        return result;
    }
}

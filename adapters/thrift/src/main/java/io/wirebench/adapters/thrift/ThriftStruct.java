package io.wirebench.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TType;

/**
 * One struct of {@code src/main/thrift/wirebench.thrift}, written and read the way the Thrift
 * compiler's Java code does it (its "standard scheme"): {@code writeStructBegin}, a
 * {@code writeFieldBegin}/{@code writeFieldEnd} pair per set field, {@code writeFieldStop}; and a read
 * loop over {@code readFieldBegin} that switches on the field id, skips unknown fields and fields of
 * an unexpected type with {@link TProtocolUtil#skip}, and then checks that every required field came.
 * The compiler is not available from Maven Central, so this is written by hand. The static helpers are
 * the steps every struct repeats; each makes the protocol calls generated code makes, in its order.
 *
 * @param <T> the model type
 */
interface ThriftStruct<T> {

    void write(T value, TProtocol out) throws TException;

    /**
     * Reads one struct.
     *
     * @param reuse an instance to fill, or {@code null}; a mapping that builds new objects ignores it
     */
    T read(TProtocol in, T reuse) throws TException;

    /** The next field header of the struct being read, or {@code null} at its stop field. */
    static TField next(TProtocol in) throws TException {
        TField field = in.readFieldBegin();
        return field.type == TType.STOP ? null : field;
    }

    /**
     * Whether {@code field} is one the struct knows (ids 1 to {@code types.length}, {@code types[id - 1]} its
     * type in the schema) and has that type; if not, skips its value, as generated code does.
     */
    static boolean expected(TProtocol in, TField field, byte[] types) throws TException {
        boolean known = field.id >= 1 && field.id <= types.length;
        if (known && field.type == types[field.id - 1]) {
            return true;
        }
        TProtocolUtil.skip(in, field.type);
        return false;
    }

    /** The generated {@code validate()}: a required field absent from the bytes is an error, not a default. */
    static void require(int seen, int all, String[] names, String struct) throws TProtocolException {
        int missing = all & ~seen;
        if (missing != 0) {
            throw new TProtocolException(TProtocolException.INVALID_DATA, "Required field '"
                    + names[Integer.numberOfTrailingZeros(missing)] + "' was not found in serialized data! Struct: " + struct);
        }
    }

    /** The generated {@code validate()} on write: a required object field may not be null. */
    static <V> V present(V value, String field, String struct) throws TProtocolException {
        if (value == null) {
            throw new TProtocolException(TProtocolException.INVALID_DATA, "Required field '" + field + "' was not present! Struct: " + struct);
        }
        return value;
    }

    /** The schema numbers its enums from 0 in declaration order, as the Java enums are. */
    static <E> E enumValue(E[] values, int value, String name) throws TProtocolException {
        if (value < 0 || value >= values.length) {
            throw new TProtocolException(TProtocolException.INVALID_DATA, "unknown " + name + " value " + value);
        }
        return values[value];
    }

    static void string(TProtocol out, TField field, String value) throws TException {
        out.writeFieldBegin(field);
        out.writeString(value);
        out.writeFieldEnd();
    }

    static void i32(TProtocol out, TField field, int value) throws TException {
        out.writeFieldBegin(field);
        out.writeI32(value);
        out.writeFieldEnd();
    }

    static void i64(TProtocol out, TField field, long value) throws TException {
        out.writeFieldBegin(field);
        out.writeI64(value);
        out.writeFieldEnd();
    }

    /** The end of a struct being written: its stop field, then the struct's end. */
    static void end(TProtocol out) throws TException {
        out.writeFieldStop();
        out.writeStructEnd();
    }
}

package io.wirebench.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TProtocolUtil;

/**
 * One struct of {@code src/main/thrift/wirebench.thrift}, written and read the way the Thrift
 * compiler's Java code does it (its "standard scheme"): {@code writeStructBegin}, a
 * {@code writeFieldBegin}/{@code writeFieldEnd} pair per set field, {@code writeFieldStop}; and a read
 * loop over {@code readFieldBegin} that switches on the field id, skips unknown fields and fields of
 * an unexpected type with {@link TProtocolUtil#skip}, and then checks that every required field came.
 * The compiler is not available from Maven Central, so this is written by hand.
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

    /** Whether {@code field} has the type the schema gives it; if not, skips its value (as generated code does). */
    static boolean is(TProtocol in, TField field, byte type) throws TException {
        if (field.type == type) {
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
}

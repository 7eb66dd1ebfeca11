package io.wirebench.adapters.thrift;

import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.transport.TTransport;

/** Thrift's two general-purpose binary protocols, each a contender. */
enum ThriftProtocol {
    /** Fixed-width big-endian integers, a 4-byte length per string, field type and 2-byte id per field. */
    BINARY("thrift-binary", "Thrift (TBinaryProtocol)", "TBinaryProtocol: fixed-width big-endian integers and lengths, "
            + "a type byte and a 2-byte id per field, strict write (the default)") {
        @Override
        TProtocol over(TTransport transport) {
            return new TBinaryProtocol(transport);
        }
    },
    /** Zig-zag varints, field-id deltas folded into the type byte, doubles as 8 little-endian bytes. */
    COMPACT("thrift-compact", "Thrift (TCompactProtocol)", "TCompactProtocol: zig-zag varint integers and lengths, "
            + "field-id deltas packed with the type into one byte, booleans folded into the field header") {
        @Override
        TProtocol over(TTransport transport) {
            return new TCompactProtocol(transport);
        }
    };

    final String id;
    final String displayName;
    final String form;

    ThriftProtocol(String id, String displayName, String form) {
        this.id = id;
        this.displayName = displayName;
        this.form = form;
    }

    abstract TProtocol over(TTransport transport);
}

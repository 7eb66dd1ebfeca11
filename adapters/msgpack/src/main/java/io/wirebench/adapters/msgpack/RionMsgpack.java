package io.wirebench.adapters.msgpack;

import io.wirebench.core.ModelFields;
import io.wirebench.core.ModelMappings;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.rion.Pojo10Boolean;
import io.wirebench.core.model.rion.Pojo10Double;
import io.wirebench.core.model.rion.Pojo10Float;
import io.wirebench.core.model.rion.Pojo10Long;
import io.wirebench.core.model.rion.Pojo10String;
import io.wirebench.core.model.rion.Pojo1Boolean;
import io.wirebench.core.model.rion.Pojo1Double;
import io.wirebench.core.model.rion.Pojo1Float;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.core.model.rion.Pojo1Mixed;
import io.wirebench.core.model.rion.Pojo1String;
import java.io.IOException;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/**
 * The RION matrix objects as msgpack maps {@code {field0: ..., ...}}, with the names and value types
 * Jackson's databind writes (a float as float32, a double as float64, longs as the smallest integer),
 * each model's {@link ModelFields} written once, one field a line; keys matched as bytes, unknown ones skipped.
 */
final class RionMsgpack {
    private static final Names KEYS = new Names("field0", "field1", "field2", "field3", "field4",
            "field5", "field6", "field7", "field8", "field9");

    private RionMsgpack() {
    }

    static ModelMappings<MessagePacker, MessageUnpacker> addTo(ModelMappings<MessagePacker, MessageUnpacker> mappings) {
        return mappings
                .put(Models.RION_BOOLEAN1, BOOLEAN1)
                .put(Models.RION_LONG1, LONG1)
                .put(Models.RION_FLOAT1, FLOAT1)
                .put(Models.RION_DOUBLE1, DOUBLE1)
                .put(Models.RION_STRING1, STRING1)
                .put(Models.RION_BOOLEAN10, BOOLEAN10)
                .put(Models.RION_LONG10, LONG10)
                .put(Models.RION_FLOAT10, FLOAT10)
                .put(Models.RION_DOUBLE10, DOUBLE10)
                .put(Models.RION_STRING10, STRING10)
                .put(Models.RION_MIXED, MIXED);
    }

    private static final ModelFields<Pojo1Boolean, MessagePacker, MessageUnpacker> BOOLEAN1 = new ModelFields<>(Pojo1Boolean::new) {
        @Override
        public void write(Pojo1Boolean v, MessagePacker out) throws IOException {
            out.packMapHeader(1);
            KEYS.pack(out, 0);
            out.packBoolean(v.isField0());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo1Boolean v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackBoolean());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo10Boolean, MessagePacker, MessageUnpacker> BOOLEAN10 = new ModelFields<>(Pojo10Boolean::new) {
        @Override
        public void write(Pojo10Boolean v, MessagePacker out) throws IOException {
            out.packMapHeader(10);
            KEYS.pack(out, 0);
            out.packBoolean(v.isField0());
            KEYS.pack(out, 1);
            out.packBoolean(v.isField1());
            KEYS.pack(out, 2);
            out.packBoolean(v.isField2());
            KEYS.pack(out, 3);
            out.packBoolean(v.isField3());
            KEYS.pack(out, 4);
            out.packBoolean(v.isField4());
            KEYS.pack(out, 5);
            out.packBoolean(v.isField5());
            KEYS.pack(out, 6);
            out.packBoolean(v.isField6());
            KEYS.pack(out, 7);
            out.packBoolean(v.isField7());
            KEYS.pack(out, 8);
            out.packBoolean(v.isField8());
            KEYS.pack(out, 9);
            out.packBoolean(v.isField9());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo10Boolean v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackBoolean());
                    case 1 -> v.setField1(in.unpackBoolean());
                    case 2 -> v.setField2(in.unpackBoolean());
                    case 3 -> v.setField3(in.unpackBoolean());
                    case 4 -> v.setField4(in.unpackBoolean());
                    case 5 -> v.setField5(in.unpackBoolean());
                    case 6 -> v.setField6(in.unpackBoolean());
                    case 7 -> v.setField7(in.unpackBoolean());
                    case 8 -> v.setField8(in.unpackBoolean());
                    case 9 -> v.setField9(in.unpackBoolean());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo1Long, MessagePacker, MessageUnpacker> LONG1 = new ModelFields<>(Pojo1Long::new) {
        @Override
        public void write(Pojo1Long v, MessagePacker out) throws IOException {
            out.packMapHeader(1);
            KEYS.pack(out, 0);
            out.packLong(v.getField0());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo1Long v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackLong());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo10Long, MessagePacker, MessageUnpacker> LONG10 = new ModelFields<>(Pojo10Long::new) {
        @Override
        public void write(Pojo10Long v, MessagePacker out) throws IOException {
            out.packMapHeader(10);
            KEYS.pack(out, 0);
            out.packLong(v.getField0());
            KEYS.pack(out, 1);
            out.packLong(v.getField1());
            KEYS.pack(out, 2);
            out.packLong(v.getField2());
            KEYS.pack(out, 3);
            out.packLong(v.getField3());
            KEYS.pack(out, 4);
            out.packLong(v.getField4());
            KEYS.pack(out, 5);
            out.packLong(v.getField5());
            KEYS.pack(out, 6);
            out.packLong(v.getField6());
            KEYS.pack(out, 7);
            out.packLong(v.getField7());
            KEYS.pack(out, 8);
            out.packLong(v.getField8());
            KEYS.pack(out, 9);
            out.packLong(v.getField9());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo10Long v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackLong());
                    case 1 -> v.setField1(in.unpackLong());
                    case 2 -> v.setField2(in.unpackLong());
                    case 3 -> v.setField3(in.unpackLong());
                    case 4 -> v.setField4(in.unpackLong());
                    case 5 -> v.setField5(in.unpackLong());
                    case 6 -> v.setField6(in.unpackLong());
                    case 7 -> v.setField7(in.unpackLong());
                    case 8 -> v.setField8(in.unpackLong());
                    case 9 -> v.setField9(in.unpackLong());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo1Float, MessagePacker, MessageUnpacker> FLOAT1 = new ModelFields<>(Pojo1Float::new) {
        @Override
        public void write(Pojo1Float v, MessagePacker out) throws IOException {
            out.packMapHeader(1);
            KEYS.pack(out, 0);
            out.packFloat(v.getField0());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo1Float v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackFloat());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo10Float, MessagePacker, MessageUnpacker> FLOAT10 = new ModelFields<>(Pojo10Float::new) {
        @Override
        public void write(Pojo10Float v, MessagePacker out) throws IOException {
            out.packMapHeader(10);
            KEYS.pack(out, 0);
            out.packFloat(v.getField0());
            KEYS.pack(out, 1);
            out.packFloat(v.getField1());
            KEYS.pack(out, 2);
            out.packFloat(v.getField2());
            KEYS.pack(out, 3);
            out.packFloat(v.getField3());
            KEYS.pack(out, 4);
            out.packFloat(v.getField4());
            KEYS.pack(out, 5);
            out.packFloat(v.getField5());
            KEYS.pack(out, 6);
            out.packFloat(v.getField6());
            KEYS.pack(out, 7);
            out.packFloat(v.getField7());
            KEYS.pack(out, 8);
            out.packFloat(v.getField8());
            KEYS.pack(out, 9);
            out.packFloat(v.getField9());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo10Float v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackFloat());
                    case 1 -> v.setField1(in.unpackFloat());
                    case 2 -> v.setField2(in.unpackFloat());
                    case 3 -> v.setField3(in.unpackFloat());
                    case 4 -> v.setField4(in.unpackFloat());
                    case 5 -> v.setField5(in.unpackFloat());
                    case 6 -> v.setField6(in.unpackFloat());
                    case 7 -> v.setField7(in.unpackFloat());
                    case 8 -> v.setField8(in.unpackFloat());
                    case 9 -> v.setField9(in.unpackFloat());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo1Double, MessagePacker, MessageUnpacker> DOUBLE1 = new ModelFields<>(Pojo1Double::new) {
        @Override
        public void write(Pojo1Double v, MessagePacker out) throws IOException {
            out.packMapHeader(1);
            KEYS.pack(out, 0);
            out.packDouble(v.getField0());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo1Double v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackDouble());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo10Double, MessagePacker, MessageUnpacker> DOUBLE10 = new ModelFields<>(Pojo10Double::new) {
        @Override
        public void write(Pojo10Double v, MessagePacker out) throws IOException {
            out.packMapHeader(10);
            KEYS.pack(out, 0);
            out.packDouble(v.getField0());
            KEYS.pack(out, 1);
            out.packDouble(v.getField1());
            KEYS.pack(out, 2);
            out.packDouble(v.getField2());
            KEYS.pack(out, 3);
            out.packDouble(v.getField3());
            KEYS.pack(out, 4);
            out.packDouble(v.getField4());
            KEYS.pack(out, 5);
            out.packDouble(v.getField5());
            KEYS.pack(out, 6);
            out.packDouble(v.getField6());
            KEYS.pack(out, 7);
            out.packDouble(v.getField7());
            KEYS.pack(out, 8);
            out.packDouble(v.getField8());
            KEYS.pack(out, 9);
            out.packDouble(v.getField9());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo10Double v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackDouble());
                    case 1 -> v.setField1(in.unpackDouble());
                    case 2 -> v.setField2(in.unpackDouble());
                    case 3 -> v.setField3(in.unpackDouble());
                    case 4 -> v.setField4(in.unpackDouble());
                    case 5 -> v.setField5(in.unpackDouble());
                    case 6 -> v.setField6(in.unpackDouble());
                    case 7 -> v.setField7(in.unpackDouble());
                    case 8 -> v.setField8(in.unpackDouble());
                    case 9 -> v.setField9(in.unpackDouble());
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo1String, MessagePacker, MessageUnpacker> STRING1 = new ModelFields<>(Pojo1String::new) {
        @Override
        public void write(Pojo1String v, MessagePacker out) throws IOException {
            out.packMapHeader(1);
            KEYS.pack(out, 0);
            Values.text(out, v.getField0());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo1String v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(Values.text(in));
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo10String, MessagePacker, MessageUnpacker> STRING10 = new ModelFields<>(Pojo10String::new) {
        @Override
        public void write(Pojo10String v, MessagePacker out) throws IOException {
            out.packMapHeader(10);
            KEYS.pack(out, 0);
            Values.text(out, v.getField0());
            KEYS.pack(out, 1);
            Values.text(out, v.getField1());
            KEYS.pack(out, 2);
            Values.text(out, v.getField2());
            KEYS.pack(out, 3);
            Values.text(out, v.getField3());
            KEYS.pack(out, 4);
            Values.text(out, v.getField4());
            KEYS.pack(out, 5);
            Values.text(out, v.getField5());
            KEYS.pack(out, 6);
            Values.text(out, v.getField6());
            KEYS.pack(out, 7);
            Values.text(out, v.getField7());
            KEYS.pack(out, 8);
            Values.text(out, v.getField8());
            KEYS.pack(out, 9);
            Values.text(out, v.getField9());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo10String v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(Values.text(in));
                    case 1 -> v.setField1(Values.text(in));
                    case 2 -> v.setField2(Values.text(in));
                    case 3 -> v.setField3(Values.text(in));
                    case 4 -> v.setField4(Values.text(in));
                    case 5 -> v.setField5(Values.text(in));
                    case 6 -> v.setField6(Values.text(in));
                    case 7 -> v.setField7(Values.text(in));
                    case 8 -> v.setField8(Values.text(in));
                    case 9 -> v.setField9(Values.text(in));
                    default -> in.skipValue();
                }
            }
        }
    };

    private static final ModelFields<Pojo1Mixed, MessagePacker, MessageUnpacker> MIXED = new ModelFields<>(Pojo1Mixed::new) {
        @Override
        public void write(Pojo1Mixed v, MessagePacker out) throws IOException {
            out.packMapHeader(5);
            KEYS.pack(out, 0);
            out.packBoolean(v.isField0());
            KEYS.pack(out, 1);
            out.packLong(v.getField1());
            KEYS.pack(out, 2);
            out.packFloat(v.getField2());
            KEYS.pack(out, 3);
            out.packDouble(v.getField3());
            KEYS.pack(out, 4);
            Values.text(out, v.getField4());
        }

        @Override
        protected void fill(MessageUnpacker in, Pojo1Mixed v) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> v.setField0(in.unpackBoolean());
                    case 1 -> v.setField1(in.unpackLong());
                    case 2 -> v.setField2(in.unpackFloat());
                    case 3 -> v.setField3(in.unpackDouble());
                    case 4 -> v.setField4(Values.text(in));
                    default -> in.skipValue();
                }
            }
        }
    };
}

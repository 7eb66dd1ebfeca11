package io.wirebench.adapters.dsljson;

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.wirebench.core.model.rion.Pojo10Boolean;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** {@link Pojo10Boolean}. */
final class Pojo10BooleanConverter extends BeanConverter<Pojo10Boolean> {
    private static final byte[] FIELD0 = "field0".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD0_PREFIX = "\"field0\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD1 = "field1".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD1_PREFIX = ",\"field1\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD2 = "field2".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD2_PREFIX = ",\"field2\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD3 = "field3".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD3_PREFIX = ",\"field3\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD4 = "field4".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD4_PREFIX = ",\"field4\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD5 = "field5".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD5_PREFIX = ",\"field5\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD6 = "field6".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD6_PREFIX = ",\"field6\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD7 = "field7".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD7_PREFIX = ",\"field7\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD8 = "field8".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD8_PREFIX = ",\"field8\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD9 = "field9".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIELD9_PREFIX = ",\"field9\":".getBytes(StandardCharsets.US_ASCII);

    @Override
    Pojo10Boolean newInstance() {
        return new Pojo10Boolean();
    }

    @Override
    void writeFields(JsonWriter writer, Pojo10Boolean value) {
        writer.writeAscii(FIELD0_PREFIX);
        BoolConverter.serialize(value.isField0(), writer);
        writer.writeAscii(FIELD1_PREFIX);
        BoolConverter.serialize(value.isField1(), writer);
        writer.writeAscii(FIELD2_PREFIX);
        BoolConverter.serialize(value.isField2(), writer);
        writer.writeAscii(FIELD3_PREFIX);
        BoolConverter.serialize(value.isField3(), writer);
        writer.writeAscii(FIELD4_PREFIX);
        BoolConverter.serialize(value.isField4(), writer);
        writer.writeAscii(FIELD5_PREFIX);
        BoolConverter.serialize(value.isField5(), writer);
        writer.writeAscii(FIELD6_PREFIX);
        BoolConverter.serialize(value.isField6(), writer);
        writer.writeAscii(FIELD7_PREFIX);
        BoolConverter.serialize(value.isField7(), writer);
        writer.writeAscii(FIELD8_PREFIX);
        BoolConverter.serialize(value.isField8(), writer);
        writer.writeAscii(FIELD9_PREFIX);
        BoolConverter.serialize(value.isField9(), writer);
    }

    @Override
    boolean readField(JsonReader<?> reader, Pojo10Boolean instance) throws IOException {
        if (reader.wasLastName(FIELD0)) {
            instance.setField0(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD1)) {
            instance.setField1(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD2)) {
            instance.setField2(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD3)) {
            instance.setField3(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD4)) {
            instance.setField4(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD5)) {
            instance.setField5(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD6)) {
            instance.setField6(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD7)) {
            instance.setField7(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD8)) {
            instance.setField8(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD9)) {
            instance.setField9(BoolConverter.deserialize(reader));
            return true;
        }
        return false;
    }
}

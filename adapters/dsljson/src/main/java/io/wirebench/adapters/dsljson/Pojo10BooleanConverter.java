package io.wirebench.adapters.dsljson;

import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD0;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD0_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD1;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD1_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD2;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD2_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD3;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD3_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD4;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD4_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD5;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD5_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD6;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD6_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD7;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD7_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD8;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD8_PREFIX;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD9;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD9_PREFIX;

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.wirebench.core.model.rion.Pojo10Boolean;
import java.io.IOException;

/** {@link Pojo10Boolean}. */
final class Pojo10BooleanConverter extends BeanConverter<Pojo10Boolean> {
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

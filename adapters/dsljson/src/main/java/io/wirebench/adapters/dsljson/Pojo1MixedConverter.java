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

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import io.wirebench.core.model.rion.Pojo1Mixed;
import java.io.IOException;

/** {@link Pojo1Mixed}. */
final class Pojo1MixedConverter extends BeanConverter<Pojo1Mixed> {
    @Override
    Pojo1Mixed newInstance() {
        return new Pojo1Mixed();
    }

    @Override
    void writeFields(JsonWriter writer, Pojo1Mixed value) {
        writer.writeAscii(FIELD0_PREFIX);
        BoolConverter.serialize(value.isField0(), writer);
        writer.writeAscii(FIELD1_PREFIX);
        NumberConverter.serialize(value.getField1(), writer);
        writer.writeAscii(FIELD2_PREFIX);
        NumberConverter.serialize(value.getField2(), writer);
        writer.writeAscii(FIELD3_PREFIX);
        NegativeZero.writeDouble(value.getField3(), writer);
        writer.writeAscii(FIELD4_PREFIX);
        writeNullableString(writer, value.getField4());
    }

    @Override
    boolean readField(JsonReader<?> reader, Pojo1Mixed instance) throws IOException {
        if (reader.wasLastName(FIELD0)) {
            instance.setField0(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(FIELD1)) {
            instance.setField1(NumberConverter.deserializeLong(reader));
            return true;
        }
        if (reader.wasLastName(FIELD2)) {
            instance.setField2(NumberConverter.deserializeFloat(reader));
            return true;
        }
        if (reader.wasLastName(FIELD3)) {
            instance.setField3(NegativeZero.readDouble(reader));
            return true;
        }
        if (reader.wasLastName(FIELD4)) {
            instance.setField4(readNullableString(reader));
            return true;
        }
        return false;
    }
}

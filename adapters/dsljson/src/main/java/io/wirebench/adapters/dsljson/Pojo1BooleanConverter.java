package io.wirebench.adapters.dsljson;

import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD0;
import static io.wirebench.adapters.dsljson.RionFieldNames.FIELD0_PREFIX;

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.wirebench.core.model.rion.Pojo1Boolean;
import java.io.IOException;

/** {@link Pojo1Boolean}. */
final class Pojo1BooleanConverter extends BeanConverter<Pojo1Boolean> {
    @Override
    Pojo1Boolean newInstance() {
        return new Pojo1Boolean();
    }

    @Override
    void writeFields(JsonWriter writer, Pojo1Boolean value) {
        writer.writeAscii(FIELD0_PREFIX);
        BoolConverter.serialize(value.isField0(), writer);
    }

    @Override
    boolean readField(JsonReader<?> reader, Pojo1Boolean instance) throws IOException {
        if (reader.wasLastName(FIELD0)) {
            instance.setField0(BoolConverter.deserialize(reader));
            return true;
        }
        return false;
    }
}

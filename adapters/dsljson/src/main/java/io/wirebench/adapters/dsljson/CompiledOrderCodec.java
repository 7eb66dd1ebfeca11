package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.wirebench.core.Codec;
import io.wirebench.core.model.order.Order;
import java.io.IOException;

/**
 * {@link Order} through the converter DSL-JSON's annotation processor generated for
 * {@link CompiledOrder}: one reused {@link JsonWriter}, {@link JsonReader} and {@code CompiledOrder},
 * the model copied into it before writing and out of it after binding.
 */
final class CompiledOrderCodec extends JsonBytes implements Codec<Order> {
    private final JsonWriter.WriteObject<CompiledOrder> encoder;
    private final JsonReader.BindObject<CompiledOrder> binder;
    private final CompiledOrder scratch = new CompiledOrder();

    CompiledOrderCodec(DslJson<Object> dsl) {
        super(dsl);
        this.encoder = dsl.tryFindWriter(CompiledOrder.class);
        this.binder = dsl.tryFindBinder(CompiledOrder.class);
        if (encoder == null || binder == null || !encoder.getClass().getName().contains("_DslJsonConverter")) {
            throw new IllegalStateException("DSL-JSON has no compiled converter for CompiledOrder: was the annotation processor run? found "
                    + encoder);
        }
    }

    @Override
    public int encode(Order message) {
        scratch.from(message);
        writer.reset();
        encoder.write(writer, scratch);
        return written();
    }

    @Override
    public Order decode(Order reuse) throws IOException {
        startReading();
        if (reader.wasNull()) {
            throw new IOException("the " + length() + " bytes hold a JSON null, not an order");
        }
        binder.bind(reader, scratch);
        return scratch.to(reuse != null ? reuse : new Order());
    }
}

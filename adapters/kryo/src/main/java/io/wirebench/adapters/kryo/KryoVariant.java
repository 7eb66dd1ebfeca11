package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Model;

/**
 * The two ways of using Kryo that its documentation offers for speed. Kryo's README says the unsafe
 * buffers "perform as well or better" when their platform dependence (native byte order) is
 * acceptable, and that variable-length encoding is slower than fixed-width values; the second
 * variant takes both options, the first is Kryo's default configuration.
 */
enum KryoVariant {
    /** {@code Output}/{@code Input} over a heap array, variable-length ints and longs (Kryo's defaults). */
    SAFE("kryo", "Kryo", false) {
        @Override
        Output newOutput() {
            return new Output(INITIAL_BYTES, -1);
        }

        @Override
        Input newInput() {
            return new Input();
        }
    },
    /** {@code UnsafeOutput}/{@code UnsafeInput} (native byte order), fixed-width ints and longs. */
    UNSAFE_FIXED("kryo-unsafe", "Kryo (unsafe buffers, fixed-width)", true) {
        @Override
        Output newOutput() {
            Output output = new UnsafeOutput(INITIAL_BYTES, -1);
            output.setVariableLengthEncoding(false);
            return output;
        }

        @Override
        Input newInput() {
            Input input = new UnsafeInput();
            input.setVariableLengthEncoding(false);
            return input;
        }
    };

    /** Large enough for every headline message; the buffer grows (once) for bigger ones. */
    static final int INITIAL_BYTES = 1024;

    final String id;
    final String displayName;
    final boolean fixedWidth;

    KryoVariant(String id, String displayName, boolean fixedWidth) {
        this.id = id;
        this.displayName = displayName;
        this.fixedWidth = fixedWidth;
    }

    abstract Output newOutput();

    abstract Input newInput();

    /** A codec of {@code model} with its own Kryo (Kryo is not thread-safe) and buffers. */
    <T> Codec<T> codec(Model<T> model) {
        return new KryoCodec<>(KryoRegistry.newKryo(fixedWidth), model.type(), newOutput(), newInput());
    }
}

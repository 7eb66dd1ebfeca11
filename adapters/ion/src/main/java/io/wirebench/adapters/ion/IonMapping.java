package io.wirebench.adapters.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import java.io.IOException;

/**
 * One model as an Ion struct, written field by field through an {@link IonWriter} and read back
 * through an {@link IonReader} positioned on the struct. Field names are the model's property names.
 *
 * @param <T> the model type
 */
interface IonMapping<T> {

    void write(T value, IonWriter out) throws IOException;

    /**
     * Reads the value the reader is on (a struct for a model: it has not stepped in).
     *
     * @param reuse an instance to fill, or {@code null}
     */
    T read(IonReader in, T reuse) throws IOException;

    /** Fails unless the value the reader is on has {@code type} and is not a typed null. */
    static void expect(IonReader in, IonType type, String field) throws IOException {
        if (in.getType() != type || in.isNullValue()) {
            throw new IOException("Ion field '" + field + "' holds " + (in.isNullValue() ? "null." : "") + in.getType()
                    + ", not " + type);
        }
    }

    /** Fails unless every bit of {@code all} is in {@code seen}: a required field was absent. */
    static void requireAll(int seen, int all, String[] names, String struct) throws IOException {
        int missing = all & ~seen;
        if (missing != 0) {
            throw new IOException("Ion struct " + struct + " lacks field '" + names[Integer.numberOfTrailingZeros(missing)] + "'");
        }
    }

    /** The string the reader is on, its type checked: the one typed read every struct mapping here needs. */
    static String string(IonReader in, String field) throws IOException {
        expect(in, IonType.STRING, field);
        return in.stringValue();
    }

    /** The field name of the value the reader is on; a symbol without text (possible in hostile input) is an error. */
    static String fieldName(IonReader in) throws IOException {
        String name = in.getFieldName();
        if (name == null) {
            throw new IOException("Ion struct field whose name has no text");
        }
        return name;
    }
}

package io.wirebench.adapters.jdk;

import io.wirebench.core.Fields;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * What a model's {@code Externalizable} wrapper does, written once: carry one model object and
 * write and read it through the model's {@link Fields}. Each model has its own public subclass,
 * which implements {@code Externalizable} (Java serialization builds it by its public no-argument
 * constructor, so the subclass says which fields it carries). This class itself is not
 * serializable, so a stream names the subclass only, as it did when each wrapper stood alone.
 *
 * @param <T> the model type
 */
abstract class ExternalizableValue<T> {
    private T value;

    /** The model's fields: a constant of the subclass (not a field here, which would grow every wrapper). */
    abstract Fields<T, ObjectOutput, ObjectInput> fields();

    /** Carries {@code value} (for writing). */
    final ExternalizableValue<T> with(T value) {
        this.value = value;
        return this;
    }

    /** The model object carried: the one given, or the one read. */
    final T value() {
        return value;
    }

    public final void writeExternal(ObjectOutput out) throws IOException {
        fields().write(value, out);
    }

    public final void readExternal(ObjectInput in) throws IOException {
        value = fields().read(in, null);
    }
}

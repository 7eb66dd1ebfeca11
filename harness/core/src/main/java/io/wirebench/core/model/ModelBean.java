package io.wirebench.core.model;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The base of the model beans: {@code equals}, {@code hashCode} and {@code toString} from their instance fields in
 * declaration order. The beans stay JavaBeans (mutable, a no-argument constructor, getters and setters) because the
 * binding libraries need them so, and cannot be records; this gives them what a record would have, from one place, so
 * a field added to a bean is compared, hashed and printed without another line. It has no fields and is not
 * {@link java.io.Serializable} itself, so what a library writes of a bean (its own fields, Java serialization's class
 * descriptor) is as before. Not on a measured path: no codec compares or hashes a model; the conformance check and
 * the tests do.
 */
public abstract class ModelBean {
    /** A bean's instance fields, looked up once per class. */
    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            List<Field> fields = new ArrayList<>();
            for (Field f : type.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    fields.add(f);
                }
            }
            return List.copyOf(fields);
        }
    };

    /** A bean's instance fields in declaration order, readable and writable (what {@code OrderFields} copies by name). */
    public static List<Field> fields(Class<? extends ModelBean> type) {
        return FIELDS.get(type);
    }

    /** For the beans' no-argument constructors, which Java serialization also calls for this non-serializable base. */
    protected ModelBean() {
    }

    /**
     * Whether {@code other} is of this class with every field equal as {@link Objects#equals} finds it: a
     * {@code double} as {@link Double#equals} does, so NaN equals NaN and -0.0 differs from 0.0, as a rebuilt
     * message must keep them.
     */
    @Override
    public boolean equals(Object other) {
        if (other == null || other.getClass() != getClass()) {
            return false;
        }
        for (Field f : FIELDS.get(getClass())) {
            if (!Objects.equals(value(f, this), value(f, other))) {
                return false;
            }
        }
        return true;
    }

    /** The hash {@link Objects#hash} gives for the fields' values in declaration order. */
    @Override
    public int hashCode() {
        List<Field> fields = FIELDS.get(getClass());
        Object[] values = new Object[fields.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(fields.get(i), this);
        }
        return Objects.hash(values);
    }

    /** {@code Name{field=value, ...}}, the fields in declaration order. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(getClass().getSimpleName()).append('{');
        List<Field> fields = FIELDS.get(getClass());
        for (int i = 0; i < fields.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(fields.get(i).getName()).append('=').append(value(fields.get(i), this));
        }
        return b.append('}').toString();
    }

    private static Object value(Field f, Object bean) {
        try {
            return f.get(bean);
        } catch (IllegalAccessException e) {
            // setAccessible succeeded when the field was listed, so this is a broken invariant, not bad input
            throw new IllegalStateException("cannot read " + f + ": " + e.getMessage(), e);
        }
    }
}

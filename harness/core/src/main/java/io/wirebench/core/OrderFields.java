package io.wirebench.core;

import io.wirebench.core.model.ModelBean;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The six fields of an {@link Order} copied by name into a direct-use benchmark's own message class and back, for
 * set-up and tests only (reflection; the measured method never calls it). Every direct-use benchmark used to write
 * the same copier by hand for its own class; the one rule they all followed is kept here once:
 * <ul>
 * <li>the class has a no-argument constructor (of any access) and, in it or a superclass, an instance field named
 * as each of the {@code Order}'s; fields of its own beyond those (a library's scratch, isset bits) are left as the
 * constructor made them;</li>
 * <li>a field of the {@code Order}'s type takes the value as it is;</li>
 * <li>the side goes into an enum of the class's own by constant name (the benchmarks' enums are named as the
 * published message's), or into a {@code byte}, {@code short} or {@code int} as its ordinal: the number a schema
 * compiler gives an enumerant declared in the published order (Cap'n Proto, FlatBuffers).</li>
 * </ul>
 * A class that does not follow it is refused when the copier is made, naming the class and field.
 */
public final class OrderFields {
    /** The {@code Order}'s instance fields, in declaration order. */
    private static final List<Field> ORDER = ModelBean.fields(Order.class);
    private static final Side[] SIDES = Side.values();

    private OrderFields() {
    }

    /**
     * A function that copies an {@code Order} into a new {@code type}, its fields matched once, here.
     *
     * @throws IllegalArgumentException if {@code type} lacks a no-argument constructor or a field of the
     *         {@code Order}'s, or has one of a type the value cannot go into
     */
    public static <T> Function<Order, T> into(Class<T> type) {
        Constructor<T> constructor = constructorOf(type);
        List<Field> targets = matched(type);
        return order -> {
            T message = newInstance(constructor);
            for (int i = 0; i < ORDER.size(); i++) {
                set(targets.get(i), message, toOwn(targets.get(i).getType(), get(ORDER.get(i), order)));
            }
            return message;
        };
    }

    /** A new instance of {@code message}'s class holding its {@code Order} fields: a second instance to read into. */
    @SuppressWarnings("unchecked")
    public static <T> T copy(T message) {
        Class<T> type = (Class<T>) message.getClass();
        T copy = newInstance(constructorOf(type));
        for (Field f : matched(type)) {
            set(f, copy, get(f, message));
        }
        return copy;
    }

    /** The {@code Order} whose fields {@code message} holds: what a test compares with the message sent. */
    public static Order toOrder(Object message) {
        Objects.requireNonNull(message, "message");
        List<Field> sources = matched(message.getClass());
        Order order = new Order();
        for (int i = 0; i < ORDER.size(); i++) {
            set(ORDER.get(i), order, toModel(ORDER.get(i).getType(), get(sources.get(i), message)));
        }
        return order;
    }

    /** {@code type}'s fields named as the {@code Order}'s, in the {@code Order}'s order, each checked to take its value. */
    private static List<Field> matched(Class<?> type) {
        List<Field> matched = new ArrayList<>(ORDER.size());
        for (Field o : ORDER) {
            Field f = fieldOf(type, o.getName());
            if (f == null) {
                throw new IllegalArgumentException(type.getName() + " has no field '" + o.getName() + "' to hold the Order's");
            }
            if (!takes(f.getType(), o.getType())) {
                throw new IllegalArgumentException(type.getName() + "." + f.getName() + " is a " + f.getType().getName()
                        + ", which cannot hold the Order's " + o.getType().getName());
            }
            f.setAccessible(true);
            matched.add(f);
        }
        return matched;
    }

    private static boolean takes(Class<?> own, Class<?> model) {
        return own == model || model.isEnum() && (own.isEnum() || own == byte.class || own == short.class || own == int.class);
    }

    /** The model's value as the class's own field holds it (only the side ever differs). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object toOwn(Class<?> own, Object value) {
        if (!(value instanceof Enum<?> e) || own.isInstance(value)) {
            return value;
        }
        if (own.isEnum()) {
            return Enum.valueOf((Class) own, e.name());
        }
        int ordinal = e.ordinal();
        return own == byte.class ? (Object) (byte) ordinal : own == short.class ? (Object) (short) ordinal : (Object) ordinal;
    }

    /** The class's own value as the model's field holds it: an own enum by name, a number as the ordinal. */
    private static Object toModel(Class<?> model, Object value) {
        if (value == null || !model.isEnum() || model.isInstance(value)) {
            return value;
        }
        if (value instanceof Enum<?> e) {
            return Side.valueOf(e.name());
        }
        int ordinal = ((Number) value).intValue();
        if (ordinal < 0 || ordinal >= SIDES.length) {
            throw new IllegalArgumentException("no Side has the number " + ordinal);
        }
        return SIDES[ordinal];
    }

    private static Field fieldOf(Class<?> type, String name) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name) && !Modifier.isStatic(f.getModifiers())) {
                    return f;
                }
            }
        }
        return null;
    }

    private static <T> Constructor<T> constructorOf(Class<T> type) {
        try {
            Constructor<T> c = type.getDeclaredConstructor();
            c.setAccessible(true);
            return c;
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(type.getName() + " has no no-argument constructor to copy an Order into", e);
        }
    }

    private static <T> T newInstance(Constructor<T> constructor) {
        try {
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("cannot make a " + constructor.getDeclaringClass().getName() + ": " + e, e);
        }
    }

    private static Object get(Field f, Object from) {
        try {
            return f.get(from);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("made accessible above: " + f, e);
        }
    }

    private static void set(Field f, Object into, Object value) {
        try {
            f.set(into, value);
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException(f.getDeclaringClass().getName() + "." + f.getName() + " cannot be set (final?)", e);
        }
    }
}

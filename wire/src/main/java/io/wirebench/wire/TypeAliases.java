package io.wirebench.wire;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The explicit registry of type tags: which alias names which class and its description. A text
 * rendering writes a typed nested object as {@code !Alias} and, reading, resolves the tag here and
 * nowhere else. A tag that names no registered alias is refused: the input never chooses a class
 * to load ({@code Class.forName} is never called with input), so a document cannot make the
 * reader instantiate something the application did not register.
 */
public final class TypeAliases {
    /** One registered type. */
    public record Alias<T>(String name, Class<T> type, Marshaller<T> marshaller) {
    }

    private final Map<String, Alias<?>> byName = new LinkedHashMap<>();
    private final Map<Class<?>, Alias<?>> byType = new LinkedHashMap<>();

    /**
     * Registers {@code type} under {@code name} (a YAML tag handle: letters, digits, {@code . _ -}).
     *
     * @return this, to chain registrations
     */
    public <T> TypeAliases add(String name, Class<T> type, Marshaller<T> marshaller) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(marshaller, "marshaller");
        if (!name.matches("[A-Za-z_][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException("alias '" + name + "' is not a plain tag name (letters, digits, '.', '_', '-')");
        }
        if (byName.containsKey(name) || byType.containsKey(type)) {
            throw new IllegalArgumentException("alias '" + name + "' or type " + type.getName() + " is registered already");
        }
        Alias<T> alias = new Alias<>(name, type, marshaller);
        byName.put(name, alias);
        byType.put(type, alias);
        return this;
    }

    /** The alias of {@code type}'s class, for writing; an error if it is not registered. */
    @SuppressWarnings("unchecked")
    public <T> Alias<T> forValue(T value) {
        Alias<?> alias = byType.get(value.getClass());
        if (alias == null) {
            throw new IllegalArgumentException(value.getClass().getName() + " has no alias in the registry " + byName.keySet());
        }
        return (Alias<T>) alias;
    }

    /**
     * The alias named by the tag {@code name} read at {@code offset}.
     *
     * @throws MalformedWireException naming the tag and the registered aliases if it is not one of them
     */
    public Alias<?> forTag(String name, int offset) {
        Alias<?> alias = byName.get(name);
        if (alias == null) {
            throw new MalformedWireException(offset, "the tag !" + name + " names no type in the alias registry "
                    + byName.keySet() + ": types are resolved only through registered aliases, never loaded by name");
        }
        return alias;
    }
}

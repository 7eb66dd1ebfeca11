package io.wirebench.adapters.protobuf;

import com.google.protobuf.RuntimeVersion;
import java.lang.reflect.Field;

/**
 * The protobuf-java version, read from the running library. Its jar carries no Maven
 * {@code pom.properties} and no {@code Implementation-Version}, so {@code LibraryVersion.of} finds
 * nothing; the library states its own version in {@link RuntimeVersion}. The constants are read
 * reflectively because javac would otherwise inline the values it compiled against.
 */
final class ProtobufVersion {
    private ProtobufVersion() {
    }

    static String read() {
        try {
            return field("MAJOR") + "." + field("MINOR") + "." + field("PATCH") + field("SUFFIX");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("protobuf-java does not state its version in RuntimeVersion", e);
        }
    }

    private static Object field(String name) throws ReflectiveOperationException {
        Field f = RuntimeVersion.class.getField(name);
        return f.get(null);
    }
}

package io.wirebench.adapters.avro;

import java.util.HashSet;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.util.ClassSecurityValidator;

/**
 * Avro (1.11.4+) refuses to load a class a schema names unless the class is trusted, so that a schema
 * from elsewhere cannot make a reader instantiate arbitrary types. This adds exactly the generated
 * classes of our own schemas to the JVM's trusted set (keeping whatever was trusted before), once,
 * instead of trusting a whole package through a system property.
 */
final class TrustedSchemaClasses {
    private static final Set<String> TRUSTED = new HashSet<>();

    private TrustedSchemaClasses() {
    }

    static synchronized void trust(Schema schema) {
        Set<String> names = new HashSet<>();
        collectNamedTypes(schema, names);
        names.removeAll(TRUSTED);
        if (names.isEmpty()) {
            return;
        }
        ClassSecurityValidator.Builder added = ClassSecurityValidator.builder();
        names.forEach(added::add);
        ClassSecurityValidator.setGlobal(ClassSecurityValidator.composite(ClassSecurityValidator.getGlobal(), added.build()));
        TRUSTED.addAll(names);
    }

    private static void collectNamedTypes(Schema schema, Set<String> names) {
        switch (schema.getType()) {
            case RECORD -> {
                if (names.add(schema.getFullName())) {
                    schema.getFields().forEach(f -> collectNamedTypes(f.schema(), names));
                }
            }
            case ENUM, FIXED -> names.add(schema.getFullName());
            case ARRAY -> collectNamedTypes(schema.getElementType(), names);
            case MAP -> collectNamedTypes(schema.getValueType(), names);
            case UNION -> schema.getTypes().forEach(t -> collectNamedTypes(t, names));
            default -> {
                // primitive types name no class
            }
        }
    }
}

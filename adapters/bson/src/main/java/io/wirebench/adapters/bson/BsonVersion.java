package io.wirebench.adapters.bson;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.jar.Manifest;
import org.bson.BsonDocument;

/**
 * The version of the bson library that is running, read from its jar. That jar carries no Maven
 * {@code pom.properties} and no {@code Implementation-Version} (which {@code LibraryVersion.of}
 * looks for), but its manifest states {@code Build-Version} and the OSGi {@code Bundle-Version}.
 */
final class BsonVersion {
    private BsonVersion() {
    }

    static String read() {
        URL classFile = BsonDocument.class.getResource("BsonDocument.class");
        String s = classFile == null ? "" : classFile.toString();
        if (!s.startsWith("jar:") || !s.contains("!/")) {
            throw new IllegalStateException("org.bson is not loaded from a jar (" + s + "); cannot read its version");
        }
        try (InputStream in = new URL(s.substring(0, s.indexOf("!/") + 2) + "META-INF/MANIFEST.MF").openStream()) {
            Manifest manifest = new Manifest(in);
            String version = manifest.getMainAttributes().getValue("Build-Version");
            if (version == null) {
                version = manifest.getMainAttributes().getValue("Bundle-Version");
            }
            if (version == null || version.isBlank()) {
                throw new IllegalStateException("the bson jar's manifest names no Build-Version or Bundle-Version");
            }
            return version.trim();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the bson jar's manifest", e);
        }
    }
}

package io.wirebench.adapters.moshi;

import com.squareup.moshi.Moshi;
import java.net.URL;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version of the Moshi that is running. Moshi's jar (built with Gradle) carries no Maven
 * {@code pom.properties} and no version in its manifest or in any class, so {@code LibraryVersion.of}
 * finds none; the one place the running jar states it is its published file name,
 * {@code moshi-<version>.jar}, which Maven keeps in the local repository and in the runner's lib folder.
 */
final class MoshiVersion {
    private static final Pattern JAR = Pattern.compile("/moshi-(\\d[^/]*)\\.jar!/");

    private MoshiVersion() {
    }

    static String read() {
        URL classFile = Moshi.class.getResource("Moshi.class");
        String location = classFile == null ? "" : classFile.toString();
        Matcher m = JAR.matcher(location);
        if (!m.find()) {
            throw new IllegalStateException("Moshi is not loaded from a jar named moshi-<version>.jar (" + location
                    + "); cannot read its version");
        }
        return m.group(1);
    }
}

package io.wirebench.core;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Properties;

/**
 * Reads a library's version from the library itself, so that a result can never claim a version
 * other than the one that ran. Looks for the {@code pom.properties} Maven writes into every jar,
 * then for the jar manifest's {@code Implementation-Version}.
 */
public final class LibraryVersion {
    private LibraryVersion() {
    }

    /**
     * @param anyClassOfTheLibrary a class loaded from the library's jar
     * @throws IllegalStateException when neither source names a version
     */
    public static String of(Class<?> anyClassOfTheLibrary, String groupId, String artifactId) {
        String resource = "META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
        String fromPom = readVersion(anyClassOfTheLibrary, resource);
        if (fromPom != null) {
            return fromPom;
        }
        Package pkg = anyClassOfTheLibrary.getPackage();
        if (pkg != null && pkg.getImplementationVersion() != null) {
            return pkg.getImplementationVersion();
        }
        throw new IllegalStateException("no version found for " + groupId + ":" + artifactId
                + " (looked for " + resource + " and the manifest of " + anyClassOfTheLibrary.getName() + ")");
    }

    /** The version of the running JDK, for contenders built on the JDK itself. */
    public static String ofJdk() {
        return Runtime.version().toString();
    }

    /** Prefers the copy in the class's own jar, in case several jars on the class path carry one. */
    private static String readVersion(Class<?> type, String resource) {
        for (URL candidate : new URL[] {inSameJar(type, resource), loaderOf(type).getResource(resource)}) {
            if (candidate == null) {
                continue;
            }
            try (InputStream in = candidate.openStream()) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version");
                if (v != null && !v.isBlank()) {
                    return v.trim();
                }
            } catch (IOException notThere) {
                // the jar does not carry the file; try the next place
            }
        }
        return null;
    }

    private static URL inSameJar(Class<?> type, String resource) {
        URL classFile = type.getResource(type.getSimpleName() + ".class");
        if (classFile == null || !"jar".equals(classFile.getProtocol())) {
            return null;
        }
        String s = classFile.toString();
        try {
            return new URL(s.substring(0, s.indexOf("!/") + 2) + resource);
        } catch (IOException e) {
            return null;
        }
    }

    private static ClassLoader loaderOf(Class<?> type) {
        return type.getClassLoader() != null ? type.getClassLoader() : ClassLoader.getSystemClassLoader();
    }
}

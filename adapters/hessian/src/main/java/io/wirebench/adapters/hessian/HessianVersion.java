package io.wirebench.adapters.hessian;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hessian's version, from the name of the jar its classes were loaded from. The jar carries no Maven
 * {@code pom.properties}, no version class, and a manifest whose {@code Implementation-Version} says
 * 3.1.0 in every 4.0.x release, so {@code LibraryVersion.of} would report a wrong version; the file
 * name Maven gives the jar ({@code hessian-4.0.66.jar}) is the one reliable statement of it.
 */
final class HessianVersion {
    private static final Pattern JAR = Pattern.compile("hessian-(\\d[^/]*)\\.jar");

    private HessianVersion() {
    }

    static String read(Class<?> anyHessianClass) {
        CodeSource source = anyHessianClass.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IllegalStateException("cannot tell where " + anyHessianClass.getName() + " was loaded from, so not its version");
        }
        String file;
        try {
            file = Path.of(source.getLocation().toURI()).getFileName().toString();
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IllegalStateException("cannot read Hessian's jar location " + source.getLocation(), e);
        }
        Matcher m = JAR.matcher(file);
        if (!m.matches()) {
            throw new IllegalStateException("Hessian was loaded from '" + file + "', not a jar named hessian-<version>.jar: "
                    + "its version cannot be read (the jar's manifest states a stale 3.1.0)");
        }
        return m.group(1);
    }
}

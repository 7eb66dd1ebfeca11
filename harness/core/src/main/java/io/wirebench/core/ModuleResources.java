package io.wirebench.core;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.security.CodeSource;

/**
 * A text resource that a module's build writes into its own jar (or classes folder), read from the one jar a class
 * of the module was loaded from, not through the class path, where every module's copy of the same name would
 * compete. The contenders' JVM flags ({@link ContenderJvmFlags}) and the bench's footprint records are read so.
 */
public final class ModuleResources {
    private ModuleResources() {
    }

    /** The jar or classes folder {@code type} was loaded from; refused when it has none, as {@code resource} cannot be found then. */
    public static URL location(Class<?> type, String resource) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IllegalStateException(type.getName() + " has no code source (jar or classes folder), so its module's " + resource
                    + " cannot be found: load it from a jar or classes folder");
        }
        return source.getLocation();
    }

    /**
     * {@code resource}'s text (UTF-8) in the jar or classes folder at {@code location}; null when it has no such resource.
     *
     * @throws IllegalArgumentException when {@code location} is not a URI
     * @throws UncheckedIOException when the resource is there but cannot be read
     */
    public static String read(URL location, String resource) {
        try {
            URI where = location.toURI();
            URL url = (location.getPath().endsWith("/") ? where.resolve(resource) : URI.create("jar:" + where + "!/" + resource)).toURL();
            URLConnection connection = url.openConnection();
            connection.setUseCaches(false); // the jar is opened for this read only, and closed with the stream
            try (InputStream in = connection.getInputStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (FileNotFoundException | NoSuchFileException e) {
            return null;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("code source " + location + " is not a URI: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource + " from " + location + ": " + e.getMessage(), e);
        }
    }
}

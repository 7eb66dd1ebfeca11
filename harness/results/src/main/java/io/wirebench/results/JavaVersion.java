package io.wirebench.results;

/**
 * The feature release of a {@code java.version}, one reading for the runner (the JDK check records it) and the report
 * (it groups runs by it), so that both always agree on which JDK a version names.
 */
public final class JavaVersion {
    private JavaVersion() {
    }

    /**
     * 17 of "17.0.15", 25 of "25" and "25-ea", 8 of "1.8.0_452" (the old form). Refused, with the version in the
     * message: {@code null}, a version that does not start with a number, a release that does not fit an int.
     */
    public static int feature(String version) {
        String[] parts = version == null ? new String[0] : version.trim().split("[^0-9]+");
        if (parts.length == 0 || parts[0].isEmpty()) {
            throw new IllegalArgumentException("java.version '" + version + "' does not start with a number: no JDK feature release in it");
        }
        try {
            int first = Integer.parseInt(parts[0]);
            return first == 1 && parts.length > 1 ? Integer.parseInt(parts[1]) : first;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("java.version '" + version + "' has no JDK feature release that fits an int", e);
        }
    }
}

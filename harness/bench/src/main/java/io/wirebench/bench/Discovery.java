package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Contenders;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Finds the contenders for a run without letting one broken adapter stop the others: a provider
 * that cannot be loaded or constructed, a contender list that throws, a descriptor that throws or
 * an id used twice is recorded as a failure and the rest go on. The conformance kit keeps using
 * {@link Contenders#discover()}, which fails loudly, as a test should.
 *
 * @param contenders every contender that could be loaded
 * @param failures   what could not, one entry per broken provider or contender
 * @param providers  per contender id, the class name of the provider that listed it
 */
public record Discovery(Contenders contenders, List<Plan.Failure> failures, Map<String, String> providers) {
    /**
     * Names the provider class of the contender a benchmark JVM measures. Set by the runner on every
     * fork, so that the fork loads that one adapter's contenders instead of all of them: discovering
     * all 47 took 0.5-0.9 s per fork on the development VM, a fifth of a publish fork's life.
     */
    static final String PROVIDER_PROPERTY = "wirebench.provider";

    /**
     * The contender {@code id}: from the provider {@link #PROVIDER_PROPERTY} names when it is set and
     * lists the id, else by discovering every contender (which also says why when it is missing).
     */
    static Contender contender(String id) {
        String name = System.getProperty(PROVIDER_PROPERTY);
        if (name != null && !name.isBlank()) {
            try {
                for (ServiceLoader.Provider<ContenderProvider> p : ServiceLoader.load(ContenderProvider.class, Discovery.class.getClassLoader())
                        .stream().toList()) {
                    if (p.type().getName().equals(name)) {
                        for (Contender c : p.get().contenders()) {
                            if (c.descriptor().id().equals(id)) {
                                return c;
                            }
                        }
                    }
                }
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                // fall through to the full discovery, which records what is broken
            }
        }
        return discover().contenders().byId(id);
    }

    /** Gives up after this many consecutive loader errors: ServiceLoader only promises "best effort" recovery. */
    private static final int MAX_CONSECUTIVE_ERRORS = 100;

    public static Discovery discover() {
        return discover(Discovery.class.getClassLoader());
    }

    static Discovery discover(ClassLoader loader) {
        Map<String, Contender> found = new LinkedHashMap<>();
        Map<String, String> providers = new LinkedHashMap<>();
        List<Plan.Failure> failures = new ArrayList<>();
        Iterator<ContenderProvider> it = ServiceLoader.load(ContenderProvider.class, loader).iterator();
        int errors = 0;
        while (errors < MAX_CONSECUTIVE_ERRORS) {
            ContenderProvider provider;
            try {
                if (!it.hasNext()) {
                    break;
                }
                provider = it.next();
            } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
                errors++;
                failures.add(failure(providerName(e), "provider could not be loaded: " + describe(e)));
                continue;
            }
            errors = 0;
            List<Contender> listed;
            try {
                listed = List.copyOf(provider.contenders());
            } catch (RuntimeException | LinkageError e) {
                failures.add(failure(provider.getClass().getName(), "contenders() threw: " + describe(e)));
                continue;
            }
            for (Contender c : listed) {
                String id;
                try {
                    id = c.descriptor().id();
                } catch (RuntimeException | LinkageError e) {
                    failures.add(failure(c.getClass().getName(), "descriptor() threw: " + describe(e)));
                    continue;
                }
                Contender clash = found.putIfAbsent(id, c);
                providers.putIfAbsent(id, provider.getClass().getName());
                if (clash != null) {
                    failures.add(failure(id, "two contenders share this id: " + clash.getClass().getName() + " and "
                            + c.getClass().getName() + "; kept the first"));
                }
            }
        }
        if (errors >= MAX_CONSECUTIVE_ERRORS) {
            failures.add(failure("*", "gave up after " + MAX_CONSECUTIVE_ERRORS + " consecutive provider errors"));
        }
        return new Discovery(Contenders.of(new ArrayList<>(found.values())), List.copyOf(failures), Map.copyOf(providers));
    }

    private static Plan.Failure failure(String who, String error) {
        return new Plan.Failure(who, "*", "*", "discovery", error);
    }

    /** ServiceLoader names the provider class in its message ("Provider x.Y could not be instantiated"). */
    private static String providerName(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int at = m.indexOf("Provider ");
        if (at >= 0) {
            String rest = m.substring(at + "Provider ".length());
            int end = rest.indexOf(' ');
            return end > 0 ? rest.substring(0, end) : rest;
        }
        return "(unknown provider)";
    }

    private static String describe(Throwable e) {
        StringBuilder b = new StringBuilder(e.toString());
        for (Throwable cause = e.getCause(); cause != null && b.length() < 600; cause = cause.getCause()) {
            b.append(" <- ").append(cause);
        }
        return b.toString();
    }
}

package io.wirebench.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.ServiceLoader;

/** The contenders registered on the class path, discovered with {@link ServiceLoader}. */
public final class Contenders {
    private final List<Contender> all;
    private final Map<String, Contender> byId;

    private Contenders(List<Contender> contenders) {
        List<Contender> sorted = new ArrayList<>(contenders);
        sorted.sort(Comparator.comparing(c -> c.descriptor().id()));
        Map<String, Contender> index = new HashMap<>();
        for (Contender c : sorted) {
            Contender clash = index.put(c.descriptor().id(), c);
            if (clash != null) {
                throw new IllegalStateException("two contenders share the id '" + c.descriptor().id()
                        + "': " + clash.getClass().getName() + " and " + c.getClass().getName());
            }
        }
        this.all = List.copyOf(sorted);
        this.byId = Map.copyOf(index);
    }

    /** Every contender whose provider is registered on the class path of {@code loader}. */
    public static Contenders discover(ClassLoader loader) {
        List<Contender> found = new ArrayList<>();
        for (ContenderProvider provider : ServiceLoader.load(ContenderProvider.class, loader)) {
            found.addAll(provider.contenders());
        }
        return new Contenders(found);
    }

    public static Contenders discover() {
        return discover(Contenders.class.getClassLoader());
    }

    public static Contenders of(List<Contender> contenders) {
        return new Contenders(contenders);
    }

    /** Sorted by id. */
    public List<Contender> all() {
        return all;
    }

    public Contender byId(String id) {
        Contender c = byId.get(id);
        if (c == null) {
            throw new NoSuchElementException("no contender '" + id + "'; registered: " + byId.keySet().stream().sorted().toList());
        }
        return c;
    }
}

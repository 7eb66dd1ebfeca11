package io.wirebench.core;

import java.util.Objects;

/**
 * A {@link MappedContender} of an adapter's own class: what {@link MappedContender#of} holds (a descriptor
 * and a table), for a contender that also has behaviour or state of its own, or whose JVM flags must be
 * found through a class of its module ({@link Contender#jvmArgs}). The subclass's constructor hands its
 * table to {@link #table} once (its codecs may then be the subclass's own methods), or the subclass builds it
 * on first use in {@link #lateTable}.
 */
public abstract class MappedContenderBase implements MappedContender {
    private final Descriptor descriptor;
    private Mappings mappings;

    protected MappedContenderBase(Descriptor descriptor) {
        this.descriptor = Objects.requireNonNull(descriptor, "descriptor");
    }

    /** Sets this contender's table; once, from the subclass's constructor. */
    protected final void table(Mappings table) {
        if (mappings != null) {
            throw new IllegalStateException(descriptor.id() + ": the table is already set");
        }
        mappings = Objects.requireNonNull(table, "table");
    }

    @Override
    public final Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public final Mappings mappings() {
        if (mappings == null) {
            mappings = Objects.requireNonNull(lateTable(), "table");
        }
        return mappings;
    }

    /**
     * The table of a contender that builds it on first use rather than in its constructor (building it can cost
     * class loading that a JVM which only lists contenders need not pay). By default there is none: the
     * constructor was to set it.
     */
    protected Mappings lateTable() {
        throw new IllegalStateException(descriptor.id() + ": the constructor set no table");
    }
}

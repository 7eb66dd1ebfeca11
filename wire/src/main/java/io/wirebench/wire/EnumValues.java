package io.wirebench.wire;

import java.util.Objects;

/**
 * The constants of an enum with their names pre-encoded, so that a reader turns the name on the
 * wire into the constant by comparing bytes: no {@code String} is made, nothing is allocated.
 * Make one per enum type, as a constant, and pass it to {@link ValueIn#asEnum}.
 */
public final class EnumValues<E extends Enum<E>> {
    private final Class<E> type;
    private final E[] constants;
    private final WireKey[] names;
    private final boolean ascii;
    /**
     * Per constant, its name of 0 to 7 UTF-8 bytes laid out after a prefix byte holding the
     * length, and the mask of those bytes; a longer name gets a mask of 0 and a word of -1, which
     * nothing matches. One masked compare per constant recognises a short name.
     */
    private final long[] shortWords;
    private final long[] shortMasks;
    /** Per constant, its name of 0 to 7 bytes in the low bytes and the mask of the name and one byte after it; a mask of 0 for longer names. */
    private final long[] plainWords;
    private final long[] terminatedMasks;
    /** Per constant, whether YAML must quote its name (a constant named {@code NO} or {@code Y}). */
    private final boolean[] yamlQuoted;

    private EnumValues(Class<E> type) {
        this.type = Objects.requireNonNull(type, "type");
        this.constants = type.getEnumConstants();
        if (constants == null) {
            throw new IllegalArgumentException(type + " is not an enum");
        }
        this.names = new WireKey[constants.length];
        boolean allAscii = true;
        for (int i = 0; i < constants.length; i++) {
            names[i] = WireKey.named(constants[i].name());
            allAscii &= names[i].utf8Length() == constants[i].name().length();
        }
        this.ascii = allAscii;
        this.shortWords = new long[constants.length];
        this.shortMasks = new long[constants.length];
        for (int i = 0; i < constants.length; i++) {
            WireKey name = names[i];
            boolean isShort = name.utf8Length() <= 7;
            shortWords[i] = isShort ? name.prefixedWord0() | name.utf8Length() : -1L;
            shortMasks[i] = isShort ? name.prefixedMask0() : 0;
        }
        this.plainWords = new long[constants.length];
        this.terminatedMasks = new long[constants.length];
        this.yamlQuoted = new boolean[constants.length];
        for (int i = 0; i < constants.length; i++) {
            int length = names[i].utf8Length();
            plainWords[i] = names[i].utf8Word(0);
            terminatedMasks[i] = length <= 7 ? -1L >>> ((7 - length) << 3) : 0;
            yamlQuoted[i] = YamlScalars.needsQuotes(constants[i].name());
        }
    }

    /**
     * The ordinal of the constant whose name of at most 7 UTF-8 bytes starts {@code word} (read
     * little-endian from the input) and is followed by the byte {@code terminator}; -1 if none.
     * The text renderings' fast path: a name then a newline (YAML) or a closing quote (JSON).
     */
    public int ordinalOfTerminatedName(long word, int terminator) {
        long[] words = plainWords;
        long[] masks = terminatedMasks;
        for (int i = 0; i < words.length; i++) {
            long mask = masks[i];
            // The terminator sits in the highest byte the mask covers.
            long expected = words[i] | ((long) terminator << (56 - (Long.numberOfLeadingZeros(mask) & ~7)));
            if ((word & mask) == expected && mask != 0) {
                return i;
            }
        }
        return -1;
    }

    /** Whether YAML must quote the name of the constant with ordinal {@code i}. */
    public boolean yamlQuoted(int i) {
        return yamlQuoted[i];
    }

    public static <E extends Enum<E>> EnumValues<E> of(Class<E> type) {
        return new EnumValues<>(type);
    }

    public Class<E> type() {
        return type;
    }

    public int size() {
        return constants.length;
    }

    /** The constant with ordinal {@code i}. */
    public E constant(int i) {
        return constants[i];
    }

    /** The name of the constant with ordinal {@code i}, pre-encoded. */
    public WireKey name(int i) {
        return names[i];
    }

    /**
     * The name of the constant with ordinal {@code i} laid out for writing with one 8-byte store:
     * its length in the low byte, then its UTF-8 bytes; -1 if the name is longer than 7 bytes.
     * A format OR-s its own code into the low byte when the code holds the length.
     */
    public long shortName(int i) {
        return shortWords[i];
    }

    /**
     * The ordinal of the constant whose name of at most 7 UTF-8 bytes starts {@code word} (read
     * little-endian from the input) after a prefix byte of {@code prefixBase | length}; -1 if none.
     * Bytes past the name are ignored, so the caller checks only that the prefix and name lie
     * inside the data.
     */
    public int ordinalOfShortName(long word, int prefixBase) {
        long[] words = shortWords;
        long[] masks = shortMasks;
        for (int i = 0; i < words.length; i++) {
            if ((word & masks[i]) == (words[i] | prefixBase)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether every constant's name is ASCII, so that its UTF-8 and 8-bit forms are the same bytes. */
    public boolean asciiNames() {
        return ascii;
    }
}

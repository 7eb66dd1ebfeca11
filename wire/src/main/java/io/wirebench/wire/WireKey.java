package io.wirebench.wire;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The name of a field, and optionally its number: what a message description passes to
 * {@link WireOut#write(WireKey)} and {@link WireIn#read(WireKey)}. Which of the two goes on the
 * wire is the rendering's choice (a YAML text always names fields; binary YAML can name them,
 * number them or leave them out), so one description serves every rendering.
 *
 * <p>Make keys once, as constants: a key holds its name pre-encoded in UTF-8, as little-endian
 * 8-byte words, so that writing a name is a few word stores and recognising one a few word
 * compares, with no allocation.
 */
public final class WireKey {
    private final String name;
    private final int number;
    private final byte[] utf8;
    private final long[] words;

    private WireKey(String name, int number) {
        this.name = Objects.requireNonNull(name, "name");
        this.number = number;
        this.utf8 = name.getBytes(StandardCharsets.UTF_8);
        this.words = new long[Math.max(1, (utf8.length + 7) >>> 3)];
        for (int i = 0; i < utf8.length; i++) {
            words[i >>> 3] |= (utf8[i] & 0xFFL) << ((i & 7) << 3);
        }
    }

    /**
     * A key with a name and a field number.
     *
     * @param number 0 or more; numbers 0 to 31 take one byte in numbered binary YAML
     */
    public static WireKey of(String name, int number) {
        if (number < 0) {
            throw new IllegalArgumentException("field number of '" + name + "' must not be negative: " + number);
        }
        return new WireKey(name, number);
    }

    /** A key with a name only: renderings that number fields refuse it. */
    public static WireKey named(String name) {
        return new WireKey(name, -1);
    }

    public String name() {
        return name;
    }

    /** The field number, or -1 if the key has none. */
    public int number() {
        return number;
    }

    public boolean hasNumber() {
        return number >= 0;
    }

    /** The length of the name in UTF-8 bytes. */
    public int utf8Length() {
        return utf8.length;
    }

    /** Byte {@code i} of the name in UTF-8. */
    public byte utf8Byte(int i) {
        return utf8[i];
    }

    /** The number of 8-byte words the name occupies, the last one zero-padded (1 for an empty name). */
    public int wordCount() {
        return words.length;
    }

    /** Bytes {@code 8i} to {@code 8i + 7} of the name as a little-endian long, zero beyond the name's end. */
    public long utf8Word(int i) {
        return words[i];
    }

    @Override
    public String toString() {
        return number >= 0 ? name + "(" + number + ")" : name;
    }
}

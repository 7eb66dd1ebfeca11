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
    /** {@code utf8.length}, kept apart: read on every key written or matched, it is one load instead of two. */
    private final int utf8Length;
    private final long[] words;
    // The name as the formats lay it out after a one-byte prefix (PrefixedNames): bytes 0..6 of
    // the name in bytes 1..7 of the first word, bytes 7..14 in the second; the masks cover the
    // prefix and the name, nothing beyond. Precomputed so that writing or matching a short name
    // is one or two word stores or compares, with no shifts and no loop.
    private final long prefixedWord0;
    private final long prefixedWord1;
    private final long prefixedMask0;
    private final long prefixedMask1;
    // The key as the text renderings write it, laid out in words like the name: YAML "name:"
    // (quoted when YAML needs it), JSON "\"name\":" and the same after a comma.
    private final boolean ascii;
    private final long[] yamlWords;
    private final int yamlLength;
    private final long[] jsonWords;
    private final int jsonLength;
    private final long[] jsonCommaWords;

    private WireKey(String name, int number) {
        this.name = Objects.requireNonNull(name, "name");
        this.number = number;
        this.utf8 = name.getBytes(StandardCharsets.UTF_8);
        this.utf8Length = utf8.length;
        this.words = toWords(utf8);
        int length = utf8.length;
        this.prefixedWord0 = words[0] << 8;
        this.prefixedWord1 = ((words.length > 1 ? words[1] : 0) << 8) | (words[0] >>> 56);
        this.prefixedMask0 = length >= 7 ? -1L : -1L >>> ((7 - length) << 3);
        this.prefixedMask1 = length <= 7 ? 0 : length >= 15 ? -1L : -1L >>> ((15 - length) << 3);
        this.ascii = utf8.length == name.length();
        // A key named by its own number is a field number: plain in YAML ("3: 1234"), as the dump shows it.
        String yamlName = number >= 0 && name.equals(Integer.toString(number)) ? name : YamlScalars.text(name);
        byte[] yaml = (yamlName + ":").getBytes(StandardCharsets.UTF_8);
        this.yamlWords = toWords(yaml);
        this.yamlLength = yaml.length;
        byte[] json = (JsonScalars.quoted(name) + ":").getBytes(StandardCharsets.UTF_8);
        this.jsonWords = toWords(json);
        this.jsonLength = json.length;
        this.jsonCommaWords = toWords(("," + JsonScalars.quoted(name) + ":").getBytes(StandardCharsets.UTF_8));
    }

    /** {@code bytes} as little-endian words, the last one zero-padded. */
    static long[] toWords(byte[] bytes) {
        long[] words = new long[Math.max(1, (bytes.length + 7) >>> 3)];
        for (int i = 0; i < bytes.length; i++) {
            words[i >>> 3] |= (bytes[i] & 0xFFL) << ((i & 7) << 3);
        }
        return words;
    }

    /** Whether the name is ASCII, so that its UTF-8 and 8-bit forms are the same bytes. */
    public boolean isAscii() {
        return ascii;
    }

    /** The YAML key with its colon ({@code price:}, quoted when YAML needs it) in words; see {@link #yamlKeyLength()}. */
    public long yamlKeyWord(int i) {
        return yamlWords[i];
    }

    public int yamlKeyWordCount() {
        return yamlWords.length;
    }

    public int yamlKeyLength() {
        return yamlLength;
    }

    /** The JSON key with its colon ({@code "price":}) in words. */
    public long jsonKeyWord(int i) {
        return jsonWords[i];
    }

    public int jsonKeyWordCount() {
        return jsonWords.length;
    }

    public int jsonKeyLength() {
        return jsonLength;
    }

    /** A comma, then the JSON key with its colon ({@code ,"price":}), in words: {@link #jsonKeyLength()} + 1 bytes. */
    public long jsonCommaKeyWord(int i) {
        return jsonCommaWords[i];
    }

    public int jsonCommaKeyWordCount() {
        return jsonCommaWords.length;
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
        return utf8Length;
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

    /**
     * The first 8 bytes of the prefixed layout (a prefix byte, then the name) with a prefix of 0:
     * OR the prefix in. Bytes beyond the name are 0.
     */
    public long prefixedWord0() {
        return prefixedWord0;
    }

    /** Bytes 8 to 15 of the prefixed layout (name bytes 7 to 14), zero beyond the name. */
    public long prefixedWord1() {
        return prefixedWord1;
    }

    /** The bytes of {@link #prefixedWord0()} that belong to the prefix and the name. */
    public long prefixedMask0() {
        return prefixedMask0;
    }

    /** The bytes of {@link #prefixedWord1()} that belong to the name (0 for a name of 7 bytes or fewer). */
    public long prefixedMask1() {
        return prefixedMask1;
    }

    @Override
    public String toString() {
        return number >= 0 ? name + "(" + number + ")" : name;
    }
}

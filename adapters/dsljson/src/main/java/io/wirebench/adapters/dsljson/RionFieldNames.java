package io.wirebench.adapters.dsljson;

import java.nio.charset.StandardCharsets;

/**
 * The JSON names of the RION classes' fields ({@code field0} to {@code field9}, the same in every one of
 * them), as the bytes a converter matches ({@code FIELDn}) and the bytes it writes before the value
 * ({@code FIELDn_PREFIX}: the quoted name and colon, after a comma for every field but the first).
 * Static finals, as each converter's own constants were, so the JIT still folds them.
 */
final class RionFieldNames {
    static final byte[] FIELD0 = ascii("field0");
    static final byte[] FIELD0_PREFIX = ascii("\"field0\":");
    static final byte[] FIELD1 = ascii("field1");
    static final byte[] FIELD1_PREFIX = ascii(",\"field1\":");
    static final byte[] FIELD2 = ascii("field2");
    static final byte[] FIELD2_PREFIX = ascii(",\"field2\":");
    static final byte[] FIELD3 = ascii("field3");
    static final byte[] FIELD3_PREFIX = ascii(",\"field3\":");
    static final byte[] FIELD4 = ascii("field4");
    static final byte[] FIELD4_PREFIX = ascii(",\"field4\":");
    static final byte[] FIELD5 = ascii("field5");
    static final byte[] FIELD5_PREFIX = ascii(",\"field5\":");
    static final byte[] FIELD6 = ascii("field6");
    static final byte[] FIELD6_PREFIX = ascii(",\"field6\":");
    static final byte[] FIELD7 = ascii("field7");
    static final byte[] FIELD7_PREFIX = ascii(",\"field7\":");
    static final byte[] FIELD8 = ascii("field8");
    static final byte[] FIELD8_PREFIX = ascii(",\"field8\":");
    static final byte[] FIELD9 = ascii("field9");
    static final byte[] FIELD9_PREFIX = ascii(",\"field9\":");

    private RionFieldNames() {
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}

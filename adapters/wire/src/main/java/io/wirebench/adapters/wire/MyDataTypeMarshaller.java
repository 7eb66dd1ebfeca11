package io.wirebench.adapters.wire;

import io.wirebench.core.model.updates.MyDataType;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import java.time.DateTimeException;
import java.time.ZonedDateTime;

/**
 * {@link MyDataType}, the keyed update of the delta-compression seed: nine fields, the date and
 * time as its ISO text with the zone, as the seed's YAML shows it.
 *
 * <p>The date rarely changes, and formatting or parsing it costs more than writing the whole
 * message, so the last date and its text are remembered (one pair, immutable, replaced whole: safe
 * to share between threads). Every wire form uses this one description, so all of them get the
 * same saving; without it the benchmark would mostly time {@code java.time}.
 */
final class MyDataTypeMarshaller implements Marshaller<MyDataType> {
    static final MyDataTypeMarshaller INSTANCE = new MyDataTypeMarshaller();

    static final WireKey FIRST_ID = WireKey.of("firstId", 1);
    static final WireKey SECOND_ID = WireKey.of("secondId", 2);
    static final WireKey THIRD_ID = WireKey.of("thirdId", 3);
    static final WireKey STATIC_ONE = WireKey.of("staticOne", 4);
    static final WireKey STATIC_TWO = WireKey.of("staticTwo", 5);
    static final WireKey STATIC_THREE = WireKey.of("staticThree", 6);
    static final WireKey STATIC_FOUR = WireKey.of("staticFour", 7);
    static final WireKey CHANGES_A = WireKey.of("changesA", 8);
    static final WireKey CHANGES_B = WireKey.of("changesB", 9);

    /** The last date written or read, with its text. */
    private record Memo(ZonedDateTime time, String text) {
    }

    private Memo memo = new Memo(null, null);

    private MyDataTypeMarshaller() {
    }

    private String text(ZonedDateTime time) {
        if (time == null) {
            return null;
        }
        Memo m = memo;
        if (time == m.time) {
            return m.text;
        }
        String text = time.toString();
        memo = new Memo(time, text);
        return text;
    }

    private ZonedDateTime time(String text) {
        if (text == null) {
            return null;
        }
        Memo m = memo;
        if (text.equals(m.text)) {
            return m.time;
        }
        ZonedDateTime time;
        try {
            time = ZonedDateTime.parse(text);
        } catch (DateTimeException e) { // a parse error, or a zone the JDK does not know
            // Text from the wire: refused as malformed input, the one exception a reader documents.
            MalformedWireException refused = new MalformedWireException("staticThree is not an ISO date-time with a zone: " + quote(text));
            refused.initCause(e);
            throw refused;
        }
        memo = new Memo(time, text);
        return time;
    }

    @Override
    public void write(MyDataType m, WireOut out) {
        out.write(FIRST_ID).int64(m.getFirstId())
                .write(SECOND_ID).int32(m.getSecondId())
                .write(THIRD_ID).text(m.getThirdId())
                .write(STATIC_ONE).text(m.getStaticOne())
                .write(STATIC_TWO).int64(m.getStaticTwo())
                .write(STATIC_THREE).text(text(m.getStaticThree()))
                .write(STATIC_FOUR).float64(m.getStaticFour())
                .write(CHANGES_A).int64(m.getChangesA())
                .write(CHANGES_B).float64(m.getChangesB());
    }

    /** The dates' text in a message, cut to a length an error message can show. */
    private static String quote(String text) {
        return "'" + (text.length() <= 64 ? text : text.substring(0, 64) + "...") + "'";
    }

    /** Every field is read before {@code reuse} is touched: a refused message leaves it as it was. */
    @Override
    public MyDataType read(MyDataType reuse, WireIn in) {
        long firstId = in.read(FIRST_ID).int64();
        int secondId = in.read(SECOND_ID).int32();
        String thirdId = in.read(THIRD_ID).text();
        String staticOne = in.read(STATIC_ONE).text();
        long staticTwo = in.read(STATIC_TWO).int64();
        ZonedDateTime staticThree = time(in.read(STATIC_THREE).text());
        double staticFour = in.read(STATIC_FOUR).float64();
        long changesA = in.read(CHANGES_A).int64();
        double changesB = in.read(CHANGES_B).float64();
        MyDataType m = reuse != null ? reuse : new MyDataType();
        m.setFirstId(firstId);
        m.setSecondId(secondId);
        m.setThirdId(thirdId);
        m.setStaticOne(staticOne);
        m.setStaticTwo(staticTwo);
        m.setStaticThree(staticThree);
        m.setStaticFour(staticFour);
        m.setChangesA(changesA);
        m.setChangesB(changesB);
        return m;
    }
}

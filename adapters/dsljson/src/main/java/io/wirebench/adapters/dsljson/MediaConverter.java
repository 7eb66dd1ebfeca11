package io.wirebench.adapters.dsljson;

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import io.wirebench.core.model.media.Media;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** {@link Media}; title and copyright may be null and are written as JSON null. */
final class MediaConverter extends BeanConverter<Media> {
    private static final byte[] URI = "uri".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] URI_PREFIX = "\"uri\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TITLE = "title".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TITLE_PREFIX = ",\"title\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] WIDTH = "width".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] WIDTH_PREFIX = ",\"width\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HEIGHT = "height".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HEIGHT_PREFIX = ",\"height\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FORMAT = "format".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FORMAT_PREFIX = ",\"format\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] DURATION = "duration".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] DURATION_PREFIX = ",\"duration\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SIZE = "size".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SIZE_PREFIX = ",\"size\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BITRATE = "bitrate".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BITRATE_PREFIX = ",\"bitrate\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HAS_BITRATE = "hasBitrate".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HAS_BITRATE_PREFIX = ",\"hasBitrate\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PERSONS = "persons".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PERSONS_PREFIX = ",\"persons\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PLAYER = "player".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PLAYER_PREFIX = ",\"player\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] COPYRIGHT = "copyright".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] COPYRIGHT_PREFIX = ",\"copyright\":".getBytes(StandardCharsets.US_ASCII);

    @Override
    Media newInstance() {
        return new Media();
    }

    @Override
    void writeFields(JsonWriter writer, Media value) {
        writer.writeAscii(URI_PREFIX);
        writeNullableString(writer, value.getUri());
        writer.writeAscii(TITLE_PREFIX);
        writeNullableString(writer, value.getTitle());
        writer.writeAscii(WIDTH_PREFIX);
        NumberConverter.serialize(value.getWidth(), writer);
        writer.writeAscii(HEIGHT_PREFIX);
        NumberConverter.serialize(value.getHeight(), writer);
        writer.writeAscii(FORMAT_PREFIX);
        writeNullableString(writer, value.getFormat());
        writer.writeAscii(DURATION_PREFIX);
        NumberConverter.serialize(value.getDuration(), writer);
        writer.writeAscii(SIZE_PREFIX);
        NumberConverter.serialize(value.getSize(), writer);
        writer.writeAscii(BITRATE_PREFIX);
        NumberConverter.serialize(value.getBitrate(), writer);
        writer.writeAscii(HAS_BITRATE_PREFIX);
        BoolConverter.serialize(value.isHasBitrate(), writer);
        writer.writeAscii(PERSONS_PREFIX);
        writeStrings(writer, value.getPersons());
        writer.writeAscii(PLAYER_PREFIX);
        writeNullableString(writer, value.getPlayer() == null ? null : value.getPlayer().name());
        writer.writeAscii(COPYRIGHT_PREFIX);
        writeNullableString(writer, value.getCopyright());
    }

    @Override
    boolean readField(JsonReader<?> reader, Media instance) throws IOException {
        if (reader.wasLastName(URI)) {
            instance.setUri(readNullableString(reader));
            return true;
        }
        if (reader.wasLastName(TITLE)) {
            instance.setTitle(readNullableString(reader));
            return true;
        }
        if (reader.wasLastName(WIDTH)) {
            instance.setWidth(NumberConverter.deserializeInt(reader));
            return true;
        }
        if (reader.wasLastName(HEIGHT)) {
            instance.setHeight(NumberConverter.deserializeInt(reader));
            return true;
        }
        if (reader.wasLastName(FORMAT)) {
            instance.setFormat(readNullableString(reader));
            return true;
        }
        if (reader.wasLastName(DURATION)) {
            instance.setDuration(NumberConverter.deserializeLong(reader));
            return true;
        }
        if (reader.wasLastName(SIZE)) {
            instance.setSize(NumberConverter.deserializeLong(reader));
            return true;
        }
        if (reader.wasLastName(BITRATE)) {
            instance.setBitrate(NumberConverter.deserializeInt(reader));
            return true;
        }
        if (reader.wasLastName(HAS_BITRATE)) {
            instance.setHasBitrate(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(PERSONS)) {
            instance.setPersons(readStrings(reader));
            return true;
        }
        if (reader.wasLastName(PLAYER)) {
            instance.setPlayer(readEnum(reader, Media.Player.class));
            return true;
        }
        if (reader.wasLastName(COPYRIGHT)) {
            instance.setCopyright(readNullableString(reader));
            return true;
        }
        return false;
    }
}

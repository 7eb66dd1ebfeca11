package io.wirebench.adapters.jackson;

import static io.wirebench.adapters.jackson.JsonTokens.expect;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link MediaContent} as databind writes it: property names as in the model, enums by name, and
 * null titles and copyright written as JSON nulls.
 */
final class MediaJson implements ModelMapping<MediaContent, JsonGenerator, JsonParser> {
    private static final SerializableString MEDIA = new SerializedString("media");
    private static final SerializableString IMAGES = new SerializedString("images");
    private static final SerializableString URI = new SerializedString("uri");
    private static final SerializableString TITLE = new SerializedString("title");
    private static final SerializableString WIDTH = new SerializedString("width");
    private static final SerializableString HEIGHT = new SerializedString("height");
    private static final SerializableString FORMAT = new SerializedString("format");
    private static final SerializableString DURATION = new SerializedString("duration");
    private static final SerializableString SIZE = new SerializedString("size");
    private static final SerializableString BITRATE = new SerializedString("bitrate");
    private static final SerializableString HAS_BITRATE = new SerializedString("hasBitrate");
    private static final SerializableString PERSONS = new SerializedString("persons");
    private static final SerializableString PLAYER = new SerializedString("player");
    private static final SerializableString COPYRIGHT = new SerializedString("copyright");

    @Override
    public void write(MediaContent v, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeFieldName(MEDIA);
        if (v.getMedia() == null) {
            out.writeNull();
        } else {
            writeMedia(out, v.getMedia());
        }
        out.writeFieldName(IMAGES);
        if (v.getImages() == null) {
            out.writeNull();
        } else {
            out.writeStartArray();
            for (Image image : v.getImages()) {
                writeImage(out, image);
            }
            out.writeEndArray();
        }
        out.writeEndObject();
    }

    private static void writeMedia(JsonGenerator out, Media m) throws IOException {
        out.writeStartObject();
        writeShared(out, m.getUri(), m.getTitle(), m.getWidth(), m.getHeight());
        out.writeFieldName(FORMAT);
        out.writeString(m.getFormat());
        out.writeFieldName(DURATION);
        out.writeNumber(m.getDuration());
        out.writeFieldName(SIZE);
        out.writeNumber(m.getSize());
        out.writeFieldName(BITRATE);
        out.writeNumber(m.getBitrate());
        out.writeFieldName(HAS_BITRATE);
        out.writeBoolean(m.isHasBitrate());
        out.writeFieldName(PERSONS);
        if (m.getPersons() == null) {
            out.writeNull();
        } else {
            out.writeStartArray();
            for (String person : m.getPersons()) {
                out.writeString(person);
            }
            out.writeEndArray();
        }
        out.writeFieldName(PLAYER);
        out.writeString(m.getPlayer() == null ? null : m.getPlayer().name());
        out.writeFieldName(COPYRIGHT);
        out.writeString(m.getCopyright());
        out.writeEndObject();
    }

    private static void writeImage(JsonGenerator out, Image i) throws IOException {
        out.writeStartObject();
        writeShared(out, i.getUri(), i.getTitle(), i.getWidth(), i.getHeight());
        out.writeFieldName(SIZE);
        out.writeString(i.getSize() == null ? null : i.getSize().name());
        out.writeEndObject();
    }

    /** The four properties Media and Image begin with, under the same names in both: uri, title, width, height. */
    private static void writeShared(JsonGenerator out, String uri, String title, int width, int height) throws IOException {
        out.writeFieldName(URI);
        out.writeString(uri);
        out.writeFieldName(TITLE);
        out.writeString(title);
        out.writeFieldName(WIDTH);
        out.writeNumber(width);
        out.writeFieldName(HEIGHT);
        out.writeNumber(height);
    }

    @Override
    public MediaContent read(JsonParser in) throws IOException {
        expect(in, JsonToken.START_OBJECT, "MediaContent");
        MediaContent v = new MediaContent();
        String name;
        while ((name = in.nextFieldName()) != null) {
            JsonToken t = in.nextToken();
            switch (name) {
                case "media" -> v.setMedia(t == JsonToken.VALUE_NULL ? null : readMedia(in));
                case "images" -> v.setImages(t == JsonToken.VALUE_NULL ? null : readImages(in));
                default -> in.skipChildren();
            }
        }
        expect(in, JsonToken.END_OBJECT, "the end of MediaContent");
        return v;
    }

    private static List<Image> readImages(JsonParser in) throws IOException {
        expect(in, JsonToken.START_ARRAY, "images");
        List<Image> images = new ArrayList<>();
        while (in.nextToken() != JsonToken.END_ARRAY) {
            images.add(readImage(in));
        }
        return images;
    }

    private static Media readMedia(JsonParser in) throws IOException {
        expect(in, JsonToken.START_OBJECT, "Media");
        Media m = new Media();
        String name;
        while ((name = in.nextFieldName()) != null) {
            JsonToken t = in.nextToken();
            switch (name) {
                case "uri" -> m.setUri(JsonTokens.readString(in, name));
                case "title" -> m.setTitle(JsonTokens.readString(in, name));
                case "width" -> m.setWidth(JsonTokens.readInt(in, name));
                case "height" -> m.setHeight(JsonTokens.readInt(in, name));
                case "format" -> m.setFormat(JsonTokens.readString(in, name));
                case "duration" -> m.setDuration(JsonTokens.readLong(in, name));
                case "size" -> m.setSize(JsonTokens.readLong(in, name));
                case "bitrate" -> m.setBitrate(JsonTokens.readInt(in, name));
                case "hasBitrate" -> m.setHasBitrate(JsonTokens.readBoolean(in, name));
                case "persons" -> m.setPersons(t == JsonToken.VALUE_NULL ? null : readStrings(in, name));
                case "player" -> m.setPlayer(JsonTokens.readEnum(in, Media.Player.class, name));
                case "copyright" -> m.setCopyright(JsonTokens.readString(in, name));
                default -> in.skipChildren();
            }
        }
        expect(in, JsonToken.END_OBJECT, "the end of Media");
        return m;
    }

    private static List<String> readStrings(JsonParser in, String field) throws IOException {
        expect(in, JsonToken.START_ARRAY, field);
        List<String> list = new ArrayList<>();
        while (in.nextToken() != JsonToken.END_ARRAY) {
            list.add(JsonTokens.readString(in, field));
        }
        return list;
    }

    private static Image readImage(JsonParser in) throws IOException {
        expect(in, JsonToken.START_OBJECT, "Image");
        Image i = new Image();
        String name;
        while ((name = in.nextFieldName()) != null) {
            in.nextToken();
            switch (name) {
                case "uri" -> i.setUri(JsonTokens.readString(in, name));
                case "title" -> i.setTitle(JsonTokens.readString(in, name));
                case "width" -> i.setWidth(JsonTokens.readInt(in, name));
                case "height" -> i.setHeight(JsonTokens.readInt(in, name));
                case "size" -> i.setSize(JsonTokens.readEnum(in, Image.Size.class, name));
                default -> in.skipChildren();
            }
        }
        expect(in, JsonToken.END_OBJECT, "the end of Image");
        return i;
    }
}

package io.wirebench.adapters.moshi;

import static io.wirebench.adapters.moshi.OrderJsonAdapter.constant;
import static io.wirebench.adapters.moshi.OrderJsonAdapter.text;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link MediaContent} written by hand on Moshi's streaming API, the same JSON Moshi's reflective adapter
 * writes (fields in alphabetical order, enums by name, nulls written); names matched with
 * {@link JsonReader.Options}. Unknown names are skipped.
 */
final class MediaJsonAdapter extends JsonAdapter<MediaContent> {
    private static final JsonReader.Options CONTENT = JsonReader.Options.of("images", "media");
    private static final JsonReader.Options MEDIA = JsonReader.Options.of("bitrate", "copyright", "duration", "format",
            "hasBitrate", "height", "persons", "player", "size", "title", "uri", "width");
    private static final JsonReader.Options IMAGE = JsonReader.Options.of("height", "size", "title", "uri", "width");
    private static final JsonReader.Options PLAYERS = JsonReader.Options.of("JAVA", "FLASH");
    private static final JsonReader.Options SIZES = JsonReader.Options.of("SMALL", "LARGE");
    private static final Media.Player[] PLAYER_CONSTANTS = Media.Player.values();
    private static final Image.Size[] SIZE_CONSTANTS = Image.Size.values();

    @Override
    public void toJson(JsonWriter out, MediaContent c) throws IOException {
        out.beginObject();
        out.name("images");
        List<Image> images = c.getImages();
        if (images == null) {
            out.nullValue();
        } else {
            out.beginArray();
            for (Image image : images) {
                writeImage(out, image);
            }
            out.endArray();
        }
        out.name("media");
        writeMedia(out, c.getMedia());
        out.endObject();
    }

    @Override
    public MediaContent fromJson(JsonReader in) throws IOException {
        MediaContent c = new MediaContent();
        in.beginObject();
        while (in.hasNext()) {
            switch (in.selectName(CONTENT)) {
                case 0 -> c.setImages(readImages(in));
                case 1 -> c.setMedia(readMedia(in));
                default -> skip(in);
            }
        }
        in.endObject();
        return c;
    }

    private static void skip(JsonReader in) throws IOException {
        in.skipName();
        in.skipValue();
    }

    private static void writeMedia(JsonWriter out, Media m) throws IOException {
        if (m == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        out.name("bitrate").value(m.getBitrate());
        out.name("copyright").value(m.getCopyright());
        out.name("duration").value(m.getDuration());
        out.name("format").value(m.getFormat());
        out.name("hasBitrate").value(m.isHasBitrate());
        out.name("height").value(m.getHeight());
        out.name("persons");
        List<String> persons = m.getPersons();
        if (persons == null) {
            out.nullValue();
        } else {
            out.beginArray();
            for (String person : persons) {
                out.value(person);
            }
            out.endArray();
        }
        out.name("player").value(m.getPlayer() == null ? null : m.getPlayer().name());
        out.name("size").value(m.getSize());
        out.name("title").value(m.getTitle());
        out.name("uri").value(m.getUri());
        out.name("width").value(m.getWidth());
        out.endObject();
    }

    private static Media readMedia(JsonReader in) throws IOException {
        if (in.peek() == JsonReader.Token.NULL) {
            return in.nextNull();
        }
        Media m = new Media();
        in.beginObject();
        while (in.hasNext()) {
            switch (in.selectName(MEDIA)) {
                case 0 -> m.setBitrate(in.nextInt());
                case 1 -> m.setCopyright(text(in));
                case 2 -> m.setDuration(in.nextLong());
                case 3 -> m.setFormat(text(in));
                case 4 -> m.setHasBitrate(in.nextBoolean());
                case 5 -> m.setHeight(in.nextInt());
                case 6 -> m.setPersons(readTexts(in));
                case 7 -> m.setPlayer(constant(in, PLAYERS, PLAYER_CONSTANTS));
                case 8 -> m.setSize(in.nextLong());
                case 9 -> m.setTitle(text(in));
                case 10 -> m.setUri(text(in));
                case 11 -> m.setWidth(in.nextInt());
                default -> skip(in);
            }
        }
        in.endObject();
        return m;
    }

    private static List<String> readTexts(JsonReader in) throws IOException {
        if (in.peek() == JsonReader.Token.NULL) {
            return in.nextNull();
        }
        List<String> texts = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            texts.add(text(in));
        }
        in.endArray();
        return texts;
    }

    private static void writeImage(JsonWriter out, Image image) throws IOException {
        out.beginObject();
        out.name("height").value(image.getHeight());
        out.name("size").value(image.getSize() == null ? null : image.getSize().name());
        out.name("title").value(image.getTitle());
        out.name("uri").value(image.getUri());
        out.name("width").value(image.getWidth());
        out.endObject();
    }

    private static List<Image> readImages(JsonReader in) throws IOException {
        if (in.peek() == JsonReader.Token.NULL) {
            return in.nextNull();
        }
        List<Image> images = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            Image image = new Image();
            in.beginObject();
            while (in.hasNext()) {
                switch (in.selectName(IMAGE)) {
                    case 0 -> image.setHeight(in.nextInt());
                    case 1 -> image.setSize(constant(in, SIZES, SIZE_CONSTANTS));
                    case 2 -> image.setTitle(text(in));
                    case 3 -> image.setUri(text(in));
                    case 4 -> image.setWidth(in.nextInt());
                    default -> skip(in);
                }
            }
            in.endObject();
            images.add(image);
        }
        in.endArray();
        return images;
    }
}

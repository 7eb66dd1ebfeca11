package io.wirebench.adapters.gson;

import static io.wirebench.adapters.gson.OrderAdapter.text;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link MediaContent} written by hand on Gson's streaming API, the same JSON the reflective row writes
 * (names and order of the fields, enums by name, nulls written). Unknown names are skipped.
 */
final class MediaAdapter extends TypeAdapter<MediaContent> {
    @Override
    public void write(JsonWriter out, MediaContent c) throws IOException {
        out.beginObject();
        out.name("media");
        writeMedia(out, c.getMedia());
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
        out.endObject();
    }

    @Override
    public MediaContent read(JsonReader in) throws IOException {
        MediaContent c = new MediaContent();
        in.beginObject();
        while (in.hasNext()) {
            switch (in.nextName()) {
                case "media" -> c.setMedia(readMedia(in));
                case "images" -> c.setImages(readImages(in));
                default -> in.skipValue();
            }
        }
        in.endObject();
        return c;
    }

    private static void writeMedia(JsonWriter out, Media m) throws IOException {
        if (m == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        out.name("uri").value(m.getUri());
        out.name("title").value(m.getTitle());
        out.name("width").value(m.getWidth());
        out.name("height").value(m.getHeight());
        out.name("format").value(m.getFormat());
        out.name("duration").value(m.getDuration());
        out.name("size").value(m.getSize());
        out.name("bitrate").value(m.getBitrate());
        out.name("hasBitrate").value(m.isHasBitrate());
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
        out.name("copyright").value(m.getCopyright());
        out.endObject();
    }

    private static Media readMedia(JsonReader in) throws IOException {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        Media m = new Media();
        in.beginObject();
        while (in.hasNext()) {
            switch (in.nextName()) {
                case "uri" -> m.setUri(text(in));
                case "title" -> m.setTitle(text(in));
                case "width" -> m.setWidth(in.nextInt());
                case "height" -> m.setHeight(in.nextInt());
                case "format" -> m.setFormat(text(in));
                case "duration" -> m.setDuration(in.nextLong());
                case "size" -> m.setSize(in.nextLong());
                case "bitrate" -> m.setBitrate(in.nextInt());
                case "hasBitrate" -> m.setHasBitrate(in.nextBoolean());
                case "persons" -> m.setPersons(readTexts(in));
                case "player" -> {
                    String player = text(in);
                    m.setPlayer(player == null ? null : Media.Player.valueOf(player));
                }
                case "copyright" -> m.setCopyright(text(in));
                default -> in.skipValue();
            }
        }
        in.endObject();
        return m;
    }

    private static List<String> readTexts(JsonReader in) throws IOException {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
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
        out.name("uri").value(image.getUri());
        out.name("title").value(image.getTitle());
        out.name("width").value(image.getWidth());
        out.name("height").value(image.getHeight());
        out.name("size").value(image.getSize() == null ? null : image.getSize().name());
        out.endObject();
    }

    private static List<Image> readImages(JsonReader in) throws IOException {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        List<Image> images = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            Image image = new Image();
            in.beginObject();
            while (in.hasNext()) {
                switch (in.nextName()) {
                    case "uri" -> image.setUri(text(in));
                    case "title" -> image.setTitle(text(in));
                    case "width" -> image.setWidth(in.nextInt());
                    case "height" -> image.setHeight(in.nextInt());
                    case "size" -> {
                        String size = text(in);
                        image.setSize(size == null ? null : Image.Size.valueOf(size));
                    }
                    default -> in.skipValue();
                }
            }
            in.endObject();
            images.add(image);
        }
        in.endArray();
        return images;
    }
}

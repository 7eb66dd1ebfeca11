package io.wirebench.adapters.bson;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;

/** {@link MediaContent} as nested documents; null titles and copyright are BSON nulls. */
final class MediaBson implements ModelMapping<MediaContent, BsonWriter, BsonReader> {

    @Override
    public void write(MediaContent v, BsonWriter out) {
        out.writeStartDocument();
        Media m = v.getMedia();
        out.writeStartDocument("media");
        BsonValues.writeString(out, "uri", m.getUri());
        BsonValues.writeString(out, "title", m.getTitle());
        out.writeInt32("width", m.getWidth());
        out.writeInt32("height", m.getHeight());
        BsonValues.writeString(out, "format", m.getFormat());
        out.writeInt64("duration", m.getDuration());
        out.writeInt64("size", m.getSize());
        out.writeInt32("bitrate", m.getBitrate());
        out.writeBoolean("hasBitrate", m.isHasBitrate());
        out.writeStartArray("persons");
        for (String person : m.getPersons()) {
            out.writeString(person);
        }
        out.writeEndArray();
        BsonValues.writeString(out, "player", m.getPlayer() == null ? null : m.getPlayer().name());
        BsonValues.writeString(out, "copyright", m.getCopyright());
        out.writeEndDocument();
        out.writeStartArray("images");
        for (Image i : v.getImages()) {
            out.writeStartDocument();
            BsonValues.writeString(out, "uri", i.getUri());
            BsonValues.writeString(out, "title", i.getTitle());
            out.writeInt32("width", i.getWidth());
            out.writeInt32("height", i.getHeight());
            BsonValues.writeString(out, "size", i.getSize() == null ? null : i.getSize().name());
            out.writeEndDocument();
        }
        out.writeEndArray();
        out.writeEndDocument();
    }

    @Override
    public MediaContent read(BsonReader in) {
        MediaContent c = new MediaContent();
        in.readStartDocument();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (in.readName()) {
                case "media" -> c.setMedia(readMedia(in));
                case "images" -> c.setImages(readImages(in));
                default -> in.skipValue();
            }
        }
        in.readEndDocument();
        return c;
    }

    private static Media readMedia(BsonReader in) {
        Media m = new Media();
        in.readStartDocument();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (in.readName()) {
                case "uri" -> m.setUri(BsonValues.readString(in));
                case "title" -> m.setTitle(BsonValues.readString(in));
                case "width" -> m.setWidth(in.readInt32());
                case "height" -> m.setHeight(in.readInt32());
                case "format" -> m.setFormat(BsonValues.readString(in));
                case "duration" -> m.setDuration(in.readInt64());
                case "size" -> m.setSize(in.readInt64());
                case "bitrate" -> m.setBitrate(in.readInt32());
                case "hasBitrate" -> m.setHasBitrate(in.readBoolean());
                case "persons" -> {
                    List<String> persons = new ArrayList<>();
                    in.readStartArray();
                    while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                        persons.add(in.readString());
                    }
                    in.readEndArray();
                    m.setPersons(persons);
                }
                case "player" -> m.setPlayer(BsonValues.readEnum(in, Media.Player.class));
                case "copyright" -> m.setCopyright(BsonValues.readString(in));
                default -> in.skipValue();
            }
        }
        in.readEndDocument();
        return m;
    }

    private static List<Image> readImages(BsonReader in) {
        List<Image> images = new ArrayList<>();
        in.readStartArray();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            Image i = new Image();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "uri" -> i.setUri(BsonValues.readString(in));
                    case "title" -> i.setTitle(BsonValues.readString(in));
                    case "width" -> i.setWidth(in.readInt32());
                    case "height" -> i.setHeight(in.readInt32());
                    case "size" -> i.setSize(BsonValues.readEnum(in, Image.Size.class));
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            images.add(i);
        }
        in.readEndArray();
        return images;
    }
}

package io.wirebench.adapters.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link MediaContent} as {@code {media: {...}, images: [{...}, ...]}}; enums are symbols, a null title,
 * copyright or media is a field left out. Decodes into new objects.
 */
final class MediaIon implements IonMapping<MediaContent> {
    /** The fields in order: a field's bit in a decode's {@code seen} mask is its place here, as in {@link OrderIon}. */
    private static final String[] MEDIA_NAMES = {"uri", "title", "width", "height", "format", "duration", "size",
        "bitrate", "hasBitrate", "persons", "player", "copyright"};
    /** All of Media's fields but the nullable title (bit 1) and copyright (bit 11). */
    private static final int MEDIA_REQUIRED = ((1 << 12) - 1) & ~(1 << 1) & ~(1 << 11);
    private static final String[] IMAGE_NAMES = {"uri", "title", "width", "height", "size"};
    private static final int IMAGE_REQUIRED = ((1 << 5) - 1) & ~(1 << 1);

    @Override
    public void write(MediaContent v, IonWriter out) throws IOException {
        out.stepIn(IonType.STRUCT);
        Media m = v.getMedia();
        if (m != null) {
            out.setFieldName("media");
            writeMedia(m, out);
        }
        out.setFieldName("images");
        out.stepIn(IonType.LIST);
        List<Image> images = v.getImages();
        for (int i = 0, n = images.size(); i < n; i++) {
            writeImage(images.get(i), out);
        }
        out.stepOut();
        out.stepOut();
    }

    private static void writeMedia(Media m, IonWriter out) throws IOException {
        out.stepIn(IonType.STRUCT);
        writeShared(out, m.getUri(), m.getTitle(), m.getWidth(), m.getHeight());
        out.setFieldName("format");
        out.writeString(m.getFormat());
        out.setFieldName("duration");
        out.writeInt(m.getDuration());
        out.setFieldName("size");
        out.writeInt(m.getSize());
        out.setFieldName("bitrate");
        out.writeInt(m.getBitrate());
        out.setFieldName("hasBitrate");
        out.writeBool(m.isHasBitrate());
        out.setFieldName("persons");
        out.stepIn(IonType.LIST);
        List<String> persons = m.getPersons();
        for (int i = 0, n = persons.size(); i < n; i++) {
            out.writeString(persons.get(i));
        }
        out.stepOut();
        out.setFieldName("player");
        out.writeSymbol(m.getPlayer().name());
        if (m.getCopyright() != null) {
            out.setFieldName("copyright");
            out.writeString(m.getCopyright());
        }
        out.stepOut();
    }

    private static void writeImage(Image i, IonWriter out) throws IOException {
        out.stepIn(IonType.STRUCT);
        writeShared(out, i.getUri(), i.getTitle(), i.getWidth(), i.getHeight());
        out.setFieldName("size");
        out.writeSymbol(i.getSize().name());
        out.stepOut();
    }

    /**
     * The four fields Media and Image begin with, under the same names in both: uri, title (left out when
     * null), width, height.
     */
    private static void writeShared(IonWriter out, String uri, String title, int width, int height) throws IOException {
        out.setFieldName("uri");
        out.writeString(uri);
        if (title != null) {
            out.setFieldName("title");
            out.writeString(title);
        }
        out.setFieldName("width");
        out.writeInt(width);
        out.setFieldName("height");
        out.writeInt(height);
    }

    @Override
    public MediaContent read(IonReader in, MediaContent reuse) throws IOException {
        IonMapping.expect(in, IonType.STRUCT, "MediaContent");
        Media media = null;
        List<Image> images = null;
        in.stepIn();
        while (in.next() != null) {
            switch (IonMapping.fieldName(in)) {
                case "media" -> {
                    IonMapping.expect(in, IonType.STRUCT, "media");
                    media = readMedia(in);
                }
                case "images" -> {
                    IonMapping.expect(in, IonType.LIST, "images");
                    images = new ArrayList<>();
                    in.stepIn();
                    while (in.next() != null) {
                        IonMapping.expect(in, IonType.STRUCT, "images[]");
                        images.add(readImage(in));
                    }
                    in.stepOut();
                }
                default -> {
                    // a field this mapping does not know: next() steps over it
                }
            }
        }
        in.stepOut();
        if (images == null) {
            throw new IOException("Ion struct MediaContent lacks field 'images'");
        }
        return new MediaContent(media, images);
    }

    private static Media readMedia(IonReader in) throws IOException {
        Media m = new Media();
        int seen = 0;
        in.stepIn();
        while (in.next() != null) {
            String name = IonMapping.fieldName(in);
            switch (name) {
                case "uri" -> {
                    m.setUri(IonMapping.string(in, name));
                    seen |= 1;
                }
                case "title" -> {
                    m.setTitle(IonMapping.string(in, name));
                    seen |= 1 << 1;
                }
                case "width" -> {
                    m.setWidth(integer(in, name));
                    seen |= 1 << 2;
                }
                case "height" -> {
                    m.setHeight(integer(in, name));
                    seen |= 1 << 3;
                }
                case "format" -> {
                    m.setFormat(IonMapping.string(in, name));
                    seen |= 1 << 4;
                }
                case "duration" -> {
                    m.setDuration(longInteger(in, name));
                    seen |= 1 << 5;
                }
                case "size" -> {
                    m.setSize(longInteger(in, name));
                    seen |= 1 << 6;
                }
                case "bitrate" -> {
                    m.setBitrate(integer(in, name));
                    seen |= 1 << 7;
                }
                case "hasBitrate" -> {
                    IonMapping.expect(in, IonType.BOOL, name);
                    m.setHasBitrate(in.booleanValue());
                    seen |= 1 << 8;
                }
                case "persons" -> {
                    IonMapping.expect(in, IonType.LIST, name);
                    List<String> persons = new ArrayList<>();
                    in.stepIn();
                    while (in.next() != null) {
                        persons.add(IonMapping.string(in, "persons[]"));
                    }
                    in.stepOut();
                    m.setPersons(persons);
                    seen |= 1 << 9;
                }
                case "player" -> {
                    m.setPlayer(symbol(in, name, PLAYERS));
                    seen |= 1 << 10;
                }
                case "copyright" -> {
                    m.setCopyright(IonMapping.string(in, name));
                    seen |= 1 << 11;
                }
                default -> {
                    // a field this mapping does not know: next() steps over it
                }
            }
        }
        in.stepOut();
        IonMapping.requireAll(seen, MEDIA_REQUIRED, MEDIA_NAMES, "Media");
        return m;
    }

    private static Image readImage(IonReader in) throws IOException {
        Image image = new Image();
        int seen = 0;
        in.stepIn();
        while (in.next() != null) {
            String name = IonMapping.fieldName(in);
            switch (name) {
                case "uri" -> {
                    image.setUri(IonMapping.string(in, name));
                    seen |= 1;
                }
                case "title" -> {
                    image.setTitle(IonMapping.string(in, name));
                    seen |= 1 << 1;
                }
                case "width" -> {
                    image.setWidth(integer(in, name));
                    seen |= 1 << 2;
                }
                case "height" -> {
                    image.setHeight(integer(in, name));
                    seen |= 1 << 3;
                }
                case "size" -> {
                    image.setSize(symbol(in, name, SIZES));
                    seen |= 1 << 4;
                }
                default -> {
                    // a field this mapping does not know: next() steps over it
                }
            }
        }
        in.stepOut();
        IonMapping.requireAll(seen, IMAGE_REQUIRED, IMAGE_NAMES, "Image");
        return image;
    }

    private static int integer(IonReader in, String field) throws IOException {
        IonMapping.expect(in, IonType.INT, field);
        return in.intValue();
    }

    private static long longInteger(IonReader in, String field) throws IOException {
        IonMapping.expect(in, IonType.INT, field);
        return in.longValue();
    }

    /** The constants once: {@code Class.getEnumConstants()} and {@code values()} copy the array on every call, a decode's garbage. */
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();

    private static <E extends Enum<E>> E symbol(IonReader in, String field, E[] constants) throws IOException {
        IonMapping.expect(in, IonType.SYMBOL, field);
        String text = in.stringValue();
        for (E e : constants) {
            if (e.name().equals(text)) {
                return e;
            }
        }
        throw new IOException("unknown " + constants[0].getDeclaringClass().getSimpleName() + " symbol '" + text + "' in field '" + field
                + "'");
    }
}

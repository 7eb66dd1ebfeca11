package io.wirebench.adapters.thrift;

import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

/**
 * {@code struct MediaContent} with its {@code Media} and {@code Image} ({@code wirebench.thrift}).
 * Nullable titles and the copyright are {@code optional} fields, written only when set; decodes into
 * new objects, as generated code's {@code read} into a fresh struct would.
 */
final class MediaStruct implements ThriftStruct<MediaContent> {
    /** The enums' constants by number, held: {@code values()} copies its array on every call. */
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();
    private static final TStruct CONTENT = new TStruct("MediaContent");
    private static final TField CONTENT_MEDIA = new TField("media", TType.STRUCT, (short) 1);
    private static final TField CONTENT_IMAGES = new TField("images", TType.LIST, (short) 2);

    private static final TStruct MEDIA = new TStruct("Media");
    private static final TField URI = new TField("uri", TType.STRING, (short) 1);
    private static final TField TITLE = new TField("title", TType.STRING, (short) 2);
    private static final TField WIDTH = new TField("width", TType.I32, (short) 3);
    private static final TField HEIGHT = new TField("height", TType.I32, (short) 4);
    private static final TField FORMAT = new TField("format", TType.STRING, (short) 5);
    private static final TField DURATION = new TField("duration", TType.I64, (short) 6);
    private static final TField SIZE = new TField("size", TType.I64, (short) 7);
    private static final TField BITRATE = new TField("bitrate", TType.I32, (short) 8);
    private static final TField HAS_BITRATE = new TField("hasBitrate", TType.BOOL, (short) 9);
    private static final TField PERSONS = new TField("persons", TType.LIST, (short) 10);
    private static final TField PLAYER = new TField("player", TType.I32, (short) 11);
    private static final TField COPYRIGHT = new TField("copyright", TType.STRING, (short) 12);
    /** Media's required fields by id (bit id - 1): all but title (2) and copyright (12). */
    private static final String[] MEDIA_NAMES = {"uri", "title", "width", "height", "format", "duration", "size",
        "bitrate", "hasBitrate", "persons", "player", "copyright"};
    private static final int MEDIA_REQUIRED = ((1 << 12) - 1) & ~(1 << 1) & ~(1 << 11);
    /** Media's field types by id - 1, as the schema gives them. */
    private static final byte[] MEDIA_TYPES = {TType.STRING, TType.STRING, TType.I32, TType.I32, TType.STRING, TType.I64,
        TType.I64, TType.I32, TType.BOOL, TType.LIST, TType.I32, TType.STRING};

    private static final TStruct IMAGE = new TStruct("Image");
    private static final TField IMAGE_SIZE = new TField("size", TType.I32, (short) 5);
    private static final String[] IMAGE_NAMES = {"uri", "title", "width", "height", "size"};
    private static final int IMAGE_REQUIRED = ((1 << 5) - 1) & ~(1 << 1);
    private static final byte[] IMAGE_TYPES = {TType.STRING, TType.STRING, TType.I32, TType.I32, TType.I32};

    private static final String[] CONTENT_NAMES = {"media", "images"};
    private static final byte[] CONTENT_TYPES = {TType.STRUCT, TType.LIST};
    private static final int CONTENT_REQUIRED = 1 << 1;

    @Override
    public void write(MediaContent v, TProtocol out) throws TException {
        List<Image> images = ThriftStruct.present(v.getImages(), "images", "MediaContent");
        out.writeStructBegin(CONTENT);
        if (v.getMedia() != null) {
            out.writeFieldBegin(CONTENT_MEDIA);
            writeMedia(v.getMedia(), out);
            out.writeFieldEnd();
        }
        out.writeFieldBegin(CONTENT_IMAGES);
        out.writeListBegin(new TList(TType.STRUCT, images.size()));
        for (int i = 0, n = images.size(); i < n; i++) {
            writeImage(images.get(i), out);
        }
        out.writeListEnd();
        out.writeFieldEnd();
        ThriftStruct.end(out);
    }

    private static void writeMedia(Media m, TProtocol out) throws TException {
        List<String> persons = ThriftStruct.present(m.getPersons(), "persons", "Media");
        out.writeStructBegin(MEDIA);
        writeShared(out, m.getUri(), m.getTitle(), m.getWidth(), m.getHeight(), "Media");
        ThriftStruct.string(out, FORMAT, ThriftStruct.present(m.getFormat(), "format", "Media"));
        ThriftStruct.i64(out, DURATION, m.getDuration());
        ThriftStruct.i64(out, SIZE, m.getSize());
        ThriftStruct.i32(out, BITRATE, m.getBitrate());
        out.writeFieldBegin(HAS_BITRATE);
        out.writeBool(m.isHasBitrate());
        out.writeFieldEnd();
        out.writeFieldBegin(PERSONS);
        out.writeListBegin(new TList(TType.STRING, persons.size()));
        for (int i = 0, n = persons.size(); i < n; i++) {
            out.writeString(persons.get(i));
        }
        out.writeListEnd();
        out.writeFieldEnd();
        ThriftStruct.i32(out, PLAYER, ThriftStruct.present(m.getPlayer(), "player", "Media").ordinal());
        if (m.getCopyright() != null) {
            ThriftStruct.string(out, COPYRIGHT, m.getCopyright());
        }
        ThriftStruct.end(out);
    }

    private static void writeImage(Image i, TProtocol out) throws TException {
        out.writeStructBegin(IMAGE);
        writeShared(out, i.getUri(), i.getTitle(), i.getWidth(), i.getHeight(), "Image");
        ThriftStruct.i32(out, IMAGE_SIZE, ThriftStruct.present(i.getSize(), "size", "Image").ordinal());
        ThriftStruct.end(out);
    }

    /** The fields Media and Image share, with the same ids: the required uri, the optional title, width, height. */
    private static void writeShared(TProtocol out, String uri, String title, int width, int height, String struct)
            throws TException {
        ThriftStruct.string(out, URI, ThriftStruct.present(uri, "uri", struct));
        if (title != null) {
            ThriftStruct.string(out, TITLE, title);
        }
        ThriftStruct.i32(out, WIDTH, width);
        ThriftStruct.i32(out, HEIGHT, height);
    }

    @Override
    public MediaContent read(TProtocol in, MediaContent reuse) throws TException {
        Media media = null;
        List<Image> images = null;
        int seen = 0;
        in.readStructBegin();
        for (TField f = ThriftStruct.next(in); f != null; f = ThriftStruct.next(in)) {
            if (ThriftStruct.expected(in, f, CONTENT_TYPES)) {
                if (f.id == 1) {
                    media = readMedia(in);
                } else {
                    TList list = in.readListBegin();
                    images = new ArrayList<>(list.size);
                    for (int i = 0; i < list.size; i++) {
                        images.add(readImage(in));
                    }
                    in.readListEnd();
                }
                seen |= 1 << (f.id - 1);
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
        ThriftStruct.require(seen, CONTENT_REQUIRED, CONTENT_NAMES, "MediaContent");
        return new MediaContent(media, images);
    }

    private static Media readMedia(TProtocol in) throws TException {
        Media m = new Media();
        int seen = 0;
        in.readStructBegin();
        for (TField f = ThriftStruct.next(in); f != null; f = ThriftStruct.next(in)) {
            if (ThriftStruct.expected(in, f, MEDIA_TYPES)) {
                switch (f.id) {
                    case 1 -> m.setUri(in.readString());
                    case 2 -> m.setTitle(in.readString());
                    case 3 -> m.setWidth(in.readI32());
                    case 4 -> m.setHeight(in.readI32());
                    case 5 -> m.setFormat(in.readString());
                    case 6 -> m.setDuration(in.readI64());
                    case 7 -> m.setSize(in.readI64());
                    case 8 -> m.setBitrate(in.readI32());
                    case 9 -> m.setHasBitrate(in.readBool());
                    case 10 -> m.setPersons(readTexts(in));
                    case 11 -> m.setPlayer(ThriftStruct.enumValue(PLAYERS, in.readI32(), "Player"));
                    default -> m.setCopyright(in.readString());
                }
                seen |= 1 << (f.id - 1);
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
        ThriftStruct.require(seen, MEDIA_REQUIRED, MEDIA_NAMES, "Media");
        return m;
    }

    private static List<String> readTexts(TProtocol in) throws TException {
        TList list = in.readListBegin();
        List<String> texts = new ArrayList<>(list.size);
        for (int i = 0; i < list.size; i++) {
            texts.add(in.readString());
        }
        in.readListEnd();
        return texts;
    }

    private static Image readImage(TProtocol in) throws TException {
        Image image = new Image();
        int seen = 0;
        in.readStructBegin();
        for (TField f = ThriftStruct.next(in); f != null; f = ThriftStruct.next(in)) {
            if (ThriftStruct.expected(in, f, IMAGE_TYPES)) {
                switch (f.id) {
                    case 1 -> image.setUri(in.readString());
                    case 2 -> image.setTitle(in.readString());
                    case 3 -> image.setWidth(in.readI32());
                    case 4 -> image.setHeight(in.readI32());
                    default -> image.setSize(ThriftStruct.enumValue(SIZES, in.readI32(), "Size"));
                }
                seen |= 1 << (f.id - 1);
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
        ThriftStruct.require(seen, IMAGE_REQUIRED, IMAGE_NAMES, "Image");
        return image;
    }
}

package io.wirebench.adapters.msgpack;

import io.wirebench.core.ModelFields;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.util.List;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/** {@link MediaContent} as nested msgpack maps, with the names and order Jackson's databind writes; null text as nil. */
final class MediaMsgpack {
    private static final Names CONTENT_KEYS = new Names("media", "images");
    private static final Names MEDIA_KEYS = new Names("uri", "title", "width", "height", "format", "duration", "size",
            "bitrate", "hasBitrate", "persons", "player", "copyright");
    private static final Names IMAGE_KEYS = new Names("uri", "title", "width", "height", "size");
    private static final Values.EnumNames<Media.Player> PLAYERS = new Values.EnumNames<>(Media.Player.class);
    private static final Values.EnumNames<Image.Size> SIZES = new Values.EnumNames<>(Image.Size.class);

    static final ModelFields<MediaContent, MessagePacker, MessageUnpacker> MAPPING = new ModelFields<>(MediaContent::new) {
        @Override
        public void write(MediaContent c, MessagePacker out) throws IOException {
            out.packMapHeader(2);
            CONTENT_KEYS.pack(out, 0);
            writeMedia(c.getMedia(), out);
            CONTENT_KEYS.pack(out, 1);
            List<Image> images = c.getImages();
            if (images == null) {
                out.packNil();
            } else {
                out.packArrayHeader(images.size());
                for (Image image : images) {
                    writeImage(image, out);
                }
            }
        }

        @Override
        protected void fill(MessageUnpacker in, MediaContent c) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (CONTENT_KEYS.read(in)) {
                    case 0 -> c.setMedia(in.tryUnpackNil() ? null : readMedia(in));
                    case 1 -> c.setImages(readImages(in));
                    default -> in.skipValue();
                }
            }
        }
    };

    private MediaMsgpack() {
    }

    private static void writeMedia(Media m, MessagePacker out) throws IOException {
        if (m == null) {
            out.packNil();
            return;
        }
        out.packMapHeader(12);
        writeShared(MEDIA_KEYS, out, m.getUri(), m.getTitle(), m.getWidth(), m.getHeight());
        MEDIA_KEYS.pack(out, 4);
        Values.text(out, m.getFormat());
        MEDIA_KEYS.pack(out, 5);
        out.packLong(m.getDuration());
        MEDIA_KEYS.pack(out, 6);
        out.packLong(m.getSize());
        MEDIA_KEYS.pack(out, 7);
        out.packInt(m.getBitrate());
        MEDIA_KEYS.pack(out, 8);
        out.packBoolean(m.isHasBitrate());
        MEDIA_KEYS.pack(out, 9);
        Values.texts(out, m.getPersons());
        MEDIA_KEYS.pack(out, 10);
        PLAYERS.write(out, m.getPlayer());
        MEDIA_KEYS.pack(out, 11);
        Values.text(out, m.getCopyright());
    }

    private static Media readMedia(MessageUnpacker in) throws IOException {
        Media m = new Media();
        for (int n = in.unpackMapHeader(); n > 0; n--) {
            switch (MEDIA_KEYS.read(in)) {
                case 0 -> m.setUri(Values.text(in));
                case 1 -> m.setTitle(Values.text(in));
                case 2 -> m.setWidth(in.unpackInt());
                case 3 -> m.setHeight(in.unpackInt());
                case 4 -> m.setFormat(Values.text(in));
                case 5 -> m.setDuration(in.unpackLong());
                case 6 -> m.setSize(in.unpackLong());
                case 7 -> m.setBitrate(in.unpackInt());
                case 8 -> m.setHasBitrate(in.unpackBoolean());
                case 9 -> m.setPersons(Values.texts(in));
                case 10 -> m.setPlayer(PLAYERS.read(in));
                case 11 -> m.setCopyright(Values.text(in));
                default -> in.skipValue();
            }
        }
        return m;
    }

    private static void writeImage(Image image, MessagePacker out) throws IOException {
        out.packMapHeader(5);
        writeShared(IMAGE_KEYS, out, image.getUri(), image.getTitle(), image.getWidth(), image.getHeight());
        IMAGE_KEYS.pack(out, 4);
        SIZES.write(out, image.getSize());
    }

    /**
     * The four entries Media and Image begin with, under the same names in both: uri, title, width, height
     * (keys 0 to 3 of either's {@link Names}).
     */
    private static void writeShared(Names keys, MessagePacker out, String uri, String title, int width, int height)
            throws IOException {
        keys.pack(out, 0);
        Values.text(out, uri);
        keys.pack(out, 1);
        Values.text(out, title);
        keys.pack(out, 2);
        out.packInt(width);
        keys.pack(out, 3);
        out.packInt(height);
    }

    private static List<Image> readImages(MessageUnpacker in) throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int n = in.unpackArrayHeader();
        List<Image> images = Values.newList(n);
        for (int i = 0; i < n; i++) {
            images.add(readImage(in));
        }
        return images;
    }

    private static Image readImage(MessageUnpacker in) throws IOException {
        Image image = new Image();
        for (int k = in.unpackMapHeader(); k > 0; k--) {
            switch (IMAGE_KEYS.read(in)) {
                case 0 -> image.setUri(Values.text(in));
                case 1 -> image.setTitle(Values.text(in));
                case 2 -> image.setWidth(in.unpackInt());
                case 3 -> image.setHeight(in.unpackInt());
                case 4 -> image.setSize(SIZES.read(in));
                default -> in.skipValue();
            }
        }
        return image;
    }
}

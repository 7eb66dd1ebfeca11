package io.wirebench.adapters.wire;

import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.wire.EnumValues;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;

/** {@link MediaContent}: a nested {@link Media} object and a sequence of {@link Image} objects. */
final class MediaContentMarshaller implements Marshaller<MediaContent> {
    static final MediaContentMarshaller INSTANCE = new MediaContentMarshaller();

    static final WireKey MEDIA = WireKey.of("media", 1);
    static final WireKey IMAGES = WireKey.of("images", 2);

    static final WireKey URI = WireKey.of("uri", 1);
    static final WireKey TITLE = WireKey.of("title", 2);
    static final WireKey WIDTH = WireKey.of("width", 3);
    static final WireKey HEIGHT = WireKey.of("height", 4);
    static final WireKey FORMAT = WireKey.of("format", 5);
    static final WireKey DURATION = WireKey.of("duration", 6);
    static final WireKey SIZE = WireKey.of("size", 7);
    static final WireKey BITRATE = WireKey.of("bitrate", 8);
    static final WireKey HAS_BITRATE = WireKey.of("hasBitrate", 9);
    static final WireKey PERSONS = WireKey.of("persons", 10);
    static final WireKey PLAYER = WireKey.of("player", 11);
    static final WireKey COPYRIGHT = WireKey.of("copyright", 12);
    /** An image's size is its fifth field. */
    static final WireKey IMAGE_SIZE = WireKey.of("size", 5);

    static final EnumValues<Media.Player> PLAYERS = EnumValues.of(Media.Player.class);
    static final EnumValues<Image.Size> SIZES = EnumValues.of(Image.Size.class);

    static final Marshaller<Media> MEDIA_FIELDS = new Marshaller<>() {
        @Override
        public void write(Media m, WireOut out) {
            out.write(URI).text(m.getUri())
                    .write(TITLE).text(m.getTitle())
                    .write(WIDTH).int32(m.getWidth())
                    .write(HEIGHT).int32(m.getHeight())
                    .write(FORMAT).text(m.getFormat())
                    .write(DURATION).int64(m.getDuration())
                    .write(SIZE).int64(m.getSize())
                    .write(BITRATE).int32(m.getBitrate())
                    .write(HAS_BITRATE).bool(m.isHasBitrate())
                    .write(PERSONS).sequence(m.getPersons(), TextList.INSTANCE)
                    .write(PLAYER).asEnum(PLAYERS, m.getPlayer())
                    .write(COPYRIGHT).text(m.getCopyright());
        }

        @Override
        public Media read(Media reuse, WireIn in) {
            Media m = reuse != null ? reuse : new Media();
            m.setUri(in.read(URI).text());
            m.setTitle(in.read(TITLE).text());
            m.setWidth(in.read(WIDTH).int32());
            m.setHeight(in.read(HEIGHT).int32());
            m.setFormat(in.read(FORMAT).text());
            m.setDuration(in.read(DURATION).int64());
            m.setSize(in.read(SIZE).int64());
            m.setBitrate(in.read(BITRATE).int32());
            m.setHasBitrate(in.read(HAS_BITRATE).bool());
            m.setPersons(in.read(PERSONS).sequence(m.getPersons(), TextList.INSTANCE));
            m.setPlayer(in.read(PLAYER).asEnum(PLAYERS));
            m.setCopyright(in.read(COPYRIGHT).text());
            return m;
        }
    };

    static final Marshaller<Image> IMAGE_FIELDS = new Marshaller<>() {
        @Override
        public void write(Image i, WireOut out) {
            out.write(URI).text(i.getUri())
                    .write(TITLE).text(i.getTitle())
                    .write(WIDTH).int32(i.getWidth())
                    .write(HEIGHT).int32(i.getHeight())
                    .write(IMAGE_SIZE).asEnum(SIZES, i.getSize());
        }

        @Override
        public Image read(Image reuse, WireIn in) {
            Image i = reuse != null ? reuse : new Image();
            i.setUri(in.read(URI).text());
            i.setTitle(in.read(TITLE).text());
            i.setWidth(in.read(WIDTH).int32());
            i.setHeight(in.read(HEIGHT).int32());
            i.setSize(in.read(IMAGE_SIZE).asEnum(SIZES));
            return i;
        }
    };

    private static final ObjectList<Image> IMAGE_LIST = new ObjectList<>(IMAGE_FIELDS, IMAGE_FIELDS);

    private MediaContentMarshaller() {
    }

    @Override
    public void write(MediaContent c, WireOut out) {
        out.write(MEDIA).object(c.getMedia(), MEDIA_FIELDS)
                .write(IMAGES).sequence(c.getImages(), IMAGE_LIST);
    }

    @Override
    public MediaContent read(MediaContent reuse, WireIn in) {
        MediaContent c = reuse != null ? reuse : new MediaContent();
        c.setMedia(in.read(MEDIA).object(c.getMedia(), MEDIA_FIELDS));
        c.setImages(in.read(IMAGES).sequence(c.getImages(), IMAGE_LIST));
        return c;
    }
}

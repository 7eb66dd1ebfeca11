package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.ContainerKey;
import io.wirebench.adapters.chronicle.Keys.ImageKey;
import io.wirebench.adapters.chronicle.Keys.MediaKey;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.List;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * {@link MediaContent}: the media as a nested marshallable, the images as a list of them. Null
 * titles and copyright are written as the wire's null ({@code text(null)}) and read back as null; a
 * null media as {@link WireLists#writeNullable} has it.
 */
final class MediaContentMarshaller implements WireMarshaller<MediaContent> {
    private final WireLists lists;
    private final Values values;
    private final Nested<Image> image;
    private final Nested<Media> media;

    MediaContentMarshaller(WireLists lists, Values values) {
        this.lists = lists;
        this.values = values;
        this.image = new Nested<>(new ImageMarshaller());
        this.media = new Nested<>(new MediaMarshaller());
    }

    @Override
    public void write(WireOut wire, MediaContent content) {
        lists.writeNullable(wire, ContainerKey.media, content.getMedia(), media);
        lists.writeMarshallables(wire, ContainerKey.images, content.getImages(), image);
    }

    @Override
    public MediaContent read(WireIn wire, MediaContent reuse) {
        Media m = lists.readNullable(wire, ContainerKey.media, media);
        List<Image> images = lists.readMarshallables(wire, ContainerKey.images, image);
        MediaContent content = reuse != null ? reuse : new MediaContent();
        content.setMedia(m);
        content.setImages(images);
        return content;
    }

    private final class ImageMarshaller extends FlatMarshaller<Image> {
        @Override
        public void write(WireOut wire, Image i) {
            wire.write(ImageKey.uri).text(i.getUri())
                    .write(ImageKey.title).text(i.getTitle())
                    .write(ImageKey.width).int32(i.getWidth())
                    .write(ImageKey.height).int32(i.getHeight())
                    .write(ImageKey.size).asEnum(i.getSize());
        }

        @Override
        Image create() {
            return new Image();
        }

        @Override
        void fill(WireIn wire, Image i) {
            i.setUri(values.text(wire.read(ImageKey.uri)));
            i.setTitle(values.text(wire.read(ImageKey.title)));
            i.setWidth(wire.read(ImageKey.width).int32());
            i.setHeight(wire.read(ImageKey.height).int32());
            i.setSize(values.enumOf(wire.read(ImageKey.size), Image.Size.class));
        }
    }

    private final class MediaMarshaller extends FlatMarshaller<Media> {
        @Override
        public void write(WireOut wire, Media m) {
            wire.write(MediaKey.uri).text(m.getUri())
                    .write(MediaKey.title).text(m.getTitle())
                    .write(MediaKey.width).int32(m.getWidth())
                    .write(MediaKey.height).int32(m.getHeight())
                    .write(MediaKey.format).text(m.getFormat())
                    .write(MediaKey.duration).int64(m.getDuration())
                    .write(MediaKey.size).int64(m.getSize())
                    .write(MediaKey.bitrate).int32(m.getBitrate())
                    .write(MediaKey.hasBitrate).bool(m.isHasBitrate());
            lists.writeTexts(wire, MediaKey.persons, m.getPersons());
            wire.write(MediaKey.player).asEnum(m.getPlayer())
                    .write(MediaKey.copyright).text(m.getCopyright());
        }

        @Override
        Media create() {
            return new Media();
        }

        @Override
        void fill(WireIn wire, Media m) {
            m.setUri(values.text(wire.read(MediaKey.uri)));
            m.setTitle(values.text(wire.read(MediaKey.title)));
            m.setWidth(wire.read(MediaKey.width).int32());
            m.setHeight(wire.read(MediaKey.height).int32());
            m.setFormat(values.text(wire.read(MediaKey.format)));
            m.setDuration(wire.read(MediaKey.duration).int64());
            m.setSize(wire.read(MediaKey.size).int64());
            m.setBitrate(wire.read(MediaKey.bitrate).int32());
            m.setHasBitrate(wire.read(MediaKey.hasBitrate).bool());
            m.setPersons(lists.readTexts(wire, MediaKey.persons, values));
            m.setPlayer(values.enumOf(wire.read(MediaKey.player), Media.Player.class));
            m.setCopyright(values.text(wire.read(MediaKey.copyright)));
        }
    }
}

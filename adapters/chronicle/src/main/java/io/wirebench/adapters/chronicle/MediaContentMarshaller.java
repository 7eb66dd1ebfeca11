package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.List;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * {@link MediaContent}: the media as a nested marshallable, the images as a list of them. Null
 * titles and copyright are written as the wire's null ({@code text(null)}) and read back as null.
 */
final class MediaContentMarshaller implements WireMarshaller<MediaContent> {
    private static final WireMarshaller<Image> IMAGE = FlatMarshaller.of(Image::new,
            (wire, i) -> wire.write("uri").text(i.getUri())
                    .write("title").text(i.getTitle())
                    .write("width").int32(i.getWidth())
                    .write("height").int32(i.getHeight())
                    .write("size").asEnum(i.getSize()),
            (wire, i) -> {
                i.setUri(wire.read("uri").text());
                i.setTitle(wire.read("title").text());
                i.setWidth(wire.read("width").int32());
                i.setHeight(wire.read("height").int32());
                i.setSize(wire.read("size").asEnum(Image.Size.class));
            });

    private final WireLists lists;
    private final Nested<Image> image = new Nested<>(IMAGE);
    private final Nested<Media> media;

    MediaContentMarshaller(WireLists lists) {
        this.lists = lists;
        this.media = new Nested<>(FlatMarshaller.of(Media::new,
            (wire, m) -> {
                wire.write("uri").text(m.getUri())
                        .write("title").text(m.getTitle())
                        .write("width").int32(m.getWidth())
                        .write("height").int32(m.getHeight())
                        .write("format").text(m.getFormat())
                        .write("duration").int64(m.getDuration())
                        .write("size").int64(m.getSize())
                        .write("bitrate").int32(m.getBitrate())
                        .write("hasBitrate").bool(m.isHasBitrate());
                lists.writeTexts(wire, "persons", m.getPersons());
                wire.write("player").asEnum(m.getPlayer())
                        .write("copyright").text(m.getCopyright());
            },
            (wire, m) -> {
                m.setUri(wire.read("uri").text());
                m.setTitle(wire.read("title").text());
                m.setWidth(wire.read("width").int32());
                m.setHeight(wire.read("height").int32());
                m.setFormat(wire.read("format").text());
                m.setDuration(wire.read("duration").int64());
                m.setSize(wire.read("size").int64());
                m.setBitrate(wire.read("bitrate").int32());
                m.setHasBitrate(wire.read("hasBitrate").bool());
                m.setPersons(lists.readTexts(wire, "persons"));
                m.setPlayer(wire.read("player").asEnum(Media.Player.class));
                m.setCopyright(wire.read("copyright").text());
            }));
    }

    @Override
    public void write(WireOut wire, MediaContent content) {
        wire.write("media").marshallable(media.of(content.getMedia()));
        lists.writeMarshallables(wire, "images", content.getImages(), image);
    }

    @Override
    public MediaContent read(WireIn wire, MediaContent reuse) {
        wire.read("media").marshallable(media.of(null));
        List<Image> images = lists.readMarshallables(wire, "images", image);
        MediaContent content = reuse != null ? reuse : new MediaContent();
        content.setMedia(media.value());
        content.setImages(images);
        return content;
    }
}

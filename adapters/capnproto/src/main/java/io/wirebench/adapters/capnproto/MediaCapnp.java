package io.wirebench.adapters.capnproto;

import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;

/**
 * {@link MediaContent} as {@code struct MediaContent}. A null title, copyright or media is a null
 * pointer; an empty list is a list of length zero, which is not a null pointer. Decodes into new objects.
 */
final class MediaCapnp implements CapnpMapping<MediaContent> {
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();

    @Override
    public void write(MessageBuilder message, MediaContent v) {
        MediaContentStruct.Builder content = message.initRoot(MediaContentStruct.FACTORY);
        Media m = v.getMedia();
        if (m != null) {
            writeMedia(content.initMedia(), m);
        }
        List<Image> images = CapnpMapping.list(v.getImages(), "MediaContent.images");
        StructList.Builder<ImageStruct.Builder> list = content.initImages(images.size());
        for (int i = 0, n = images.size(); i < n; i++) {
            Image image = images.get(i);
            ImageStruct.Builder b = list.get(i);
            b.setUri(CapnpMapping.required(image.getUri(), "Image.uri"));
            if (image.getTitle() != null) {
                b.setTitle(image.getTitle());
            }
            b.setWidth(image.getWidth());
            b.setHeight(image.getHeight());
            b.setSize((short) image.getSize().ordinal());
        }
    }

    private static void writeMedia(MediaStruct.Builder b, Media m) {
        b.setUri(CapnpMapping.required(m.getUri(), "Media.uri"));
        if (m.getTitle() != null) {
            b.setTitle(m.getTitle());
        }
        b.setWidth(m.getWidth());
        b.setHeight(m.getHeight());
        b.setFormat(CapnpMapping.required(m.getFormat(), "Media.format"));
        b.setDuration(m.getDuration());
        b.setSize(m.getSize());
        b.setBitrate(m.getBitrate());
        b.setHasBitrate(m.isHasBitrate());
        List<String> persons = CapnpMapping.list(m.getPersons(), "Media.persons");
        TextList.Builder names = b.initPersons(persons.size());
        for (int i = 0, n = persons.size(); i < n; i++) {
            names.set(i, new Text.Reader(CapnpMapping.required(persons.get(i), "Media.persons[]")));
        }
        b.setPlayer((short) m.getPlayer().ordinal());
        if (m.getCopyright() != null) {
            b.setCopyright(m.getCopyright());
        }
    }

    @Override
    public MediaContent read(MessageReader message, MediaContent reuse) throws IOException {
        MediaContentStruct.Reader content = message.getRoot(MediaContentStruct.FACTORY);
        if (!content.hasImages()) {
            throw new IOException("the MediaContent struct has no images list");
        }
        StructList.Reader<ImageStruct.Reader> list = content.getImages();
        List<Image> images = new ArrayList<>(list.size());
        for (int i = 0, n = list.size(); i < n; i++) {
            ImageStruct.Reader r = list.get(i);
            images.add(new Image(CapnpMapping.present(r.getUri(), "Image.uri"), r.getTitle(), r.getWidth(), r.getHeight(),
                    CapnpMapping.constant(SIZES, r.getSize(), "Size")));
        }
        return new MediaContent(content.hasMedia() ? readMedia(content.getMedia()) : null, images);
    }

    private static Media readMedia(MediaStruct.Reader r) throws IOException {
        if (!r.hasPersons()) {
            throw new IOException("the Media struct has no persons list");
        }
        TextList.Reader list = r.getPersons();
        List<String> persons = new ArrayList<>(list.size());
        for (int i = 0, n = list.size(); i < n; i++) {
            persons.add(list.get(i).toString());
        }
        return new Media(CapnpMapping.present(r.getUri(), "Media.uri"), r.getTitle(), r.getWidth(), r.getHeight(),
                CapnpMapping.present(r.getFormat(), "Media.format"), r.getDuration(), r.getSize(), r.getBitrate(),
                r.getHasBitrate(), persons, CapnpMapping.constant(PLAYERS, r.getPlayer(), "Player"), r.getCopyright());
    }
}

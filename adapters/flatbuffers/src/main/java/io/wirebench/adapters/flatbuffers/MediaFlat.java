package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link MediaContent} as table {@code MediaContent} with its {@code Media} and {@code Image} tables. A
 * null title, copyright or media is an absent field; the two lists are always written (an empty vector
 * is not an absent one). Decodes into new objects; the accessors and the offset scratch arrays are reused.
 */
final class MediaFlat implements FbMapping<MediaContent> {
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();
    private final FbMediaContent content = new FbMediaContent();
    private final FbMedia media = new FbMedia();
    private final FbImage image = new FbImage();
    private int[] images = new int[8];
    private int[] persons = new int[8];

    @Override
    public int build(FlatBufferBuilder b, MediaContent v) {
        List<Image> list = FbMapping.vector(v.getImages(), "MediaContent.images");
        int n = list.size();
        if (images.length < n) {
            images = new int[Math.max(n, images.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            Image img = list.get(i);
            int uri = FbMapping.string(b, img.getUri(), "Image.uri");
            int title = img.getTitle() != null ? b.createString(img.getTitle()) : 0;
            images[i] = FbImage.create(b, uri, title, img.getWidth(), img.getHeight(), (byte) img.getSize().ordinal());
        }
        int mediaTable = v.getMedia() != null ? buildMedia(b, v.getMedia()) : 0;
        int imageVector = FbTable.offsetVector(b, images, n);
        return FbMediaContent.create(b, mediaTable, imageVector);
    }

    private int buildMedia(FlatBufferBuilder b, Media m) {
        List<String> names = FbMapping.vector(m.getPersons(), "Media.persons");
        int n = names.size();
        if (persons.length < n) {
            persons = new int[Math.max(n, persons.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            persons[i] = FbMapping.string(b, names.get(i), "Media.persons[]");
        }
        int personVector = FbTable.offsetVector(b, persons, n);
        int uri = FbMapping.string(b, m.getUri(), "Media.uri");
        int title = m.getTitle() != null ? b.createString(m.getTitle()) : 0;
        int format = FbMapping.string(b, m.getFormat(), "Media.format");
        int copyright = m.getCopyright() != null ? b.createString(m.getCopyright()) : 0;
        return FbMedia.create(b, uri, title, m.getWidth(), m.getHeight(), format, m.getDuration(), m.getSize(),
                m.getBitrate(), m.isHasBitrate(), personVector, (byte) m.getPlayer().ordinal(), copyright);
    }

    @Override
    public MediaContent read(ByteBuffer buffer, int root, MediaContent reuse) throws IOException {
        FbMediaContent c = content.assign(root, buffer);
        if (!c.hasImages()) {
            throw new IOException("the MediaContent table has no images vector");
        }
        int n = c.imagesLength();
        List<Image> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            FbImage img = c.images(image, i);
            list.add(new Image(required(img.uri(), "Image.uri"), img.title(), img.width(), img.height(),
                    FbMapping.constant(SIZES, img.size(), "Size")));
        }
        FbMedia m = c.media(media);
        return new MediaContent(m != null ? readMedia(m) : null, list);
    }

    private static Media readMedia(FbMedia m) throws IOException {
        if (!m.hasPersons()) {
            throw new IOException("the Media table has no persons vector");
        }
        int n = m.personsLength();
        List<String> names = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            names.add(m.persons(i));
        }
        return new Media(required(m.uri(), "Media.uri"), m.title(), m.width(), m.height(), required(m.format(), "Media.format"),
                m.duration(), m.size(), m.bitrate(), m.hasBitrate(), names, FbMapping.constant(PLAYERS, m.player(), "Player"),
                m.copyright());
    }

    private static String required(String value, String field) throws IOException {
        if (value == null) {
            throw new IOException(field + " is absent from the table");
        }
        return value;
    }
}

package io.wirebench.adapters.baseline;

import io.wirebench.core.model.Refill;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.IOException;
import java.util.List;

/**
 * The floor for {@link MediaContent}: fixed-size fields first in each object, then its texts
 * (in {@link FloorBytes}' form), then its lists as an int count ({@code -1} for null) and the items.
 *
 * <pre>
 * int     length of what follows
 * byte    media present (0/1); if 1:
 *   int width, int height, long duration, long size, int bitrate, byte hasBitrate, byte player ordinal
 *   text uri, text title, text format, text copyright
 *   int persons count, then each person's text
 * int     images count, then per image:
 *   int width, int height, byte size ordinal, text uri, text title
 * </pre>
 *
 * Decoding reuses the {@code Media}, the lists this code made and their {@code Image}s, so a
 * message like the last allocates its decoded Strings only.
 */
final class FloorMediaContentCodec extends FloorCodec<MediaContent> {
    private static final int MEDIA_FIXED = 4 + 4 + 8 + 8 + 4 + 1 + 1;
    private static final int IMAGE_FIXED = 4 + 4 + 1;
    /** The least an item can take: a text header; an image, its fixed fields and two headers. */
    private static final int MIN_PERSON = 4;
    private static final int MIN_IMAGE = IMAGE_FIXED + 4 + 4;
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();

    @Override
    public int encode(MediaContent c) {
        FloorBytes b = bytes;
        b.start();
        b.room(1 + MEDIA_FIXED);
        Media m = c.getMedia();
        b.putByte(m == null ? 0 : 1);
        if (m != null) {
            writeMedia(b, m);
        }
        List<Image> images = c.getImages();
        if (b.putCount(images) > 0) {
            for (int i = 0, n = images.size(); i < n; i++) {
                Image image = images.get(i);
                b.room(IMAGE_FIXED);
                b.putInt(image.getWidth());
                b.putInt(image.getHeight());
                b.putOrdinal(image.getSize());
                b.putText(image.getUri());
                b.putText(image.getTitle());
            }
        }
        return b.finish();
    }

    private static void writeMedia(FloorBytes b, Media m) {
        b.putInt(m.getWidth());
        b.putInt(m.getHeight());
        b.putLong(m.getDuration());
        b.putLong(m.getSize());
        b.putInt(m.getBitrate());
        b.putByte(m.isHasBitrate() ? 1 : 0);
        b.putOrdinal(m.getPlayer());
        b.putText(m.getUri());
        b.putText(m.getTitle());
        b.putText(m.getFormat());
        b.putText(m.getCopyright());
        List<String> persons = m.getPersons();
        if (b.putCount(persons) > 0) {
            for (int i = 0, n = persons.size(); i < n; i++) {
                b.putText(persons.get(i));
            }
        }
    }

    @Override
    public MediaContent decode(MediaContent reuse) throws IOException {
        FloorBytes b = bytes;
        b.open();
        MediaContent c = reuse != null ? reuse : new MediaContent();
        b.need(1);
        Media m = null;
        if (b.getByte() != 0) {
            m = readMedia(b, c.getMedia() != null ? c.getMedia() : new Media());
        }
        c.setMedia(m);
        c.setImages(readImages(b, c.getImages()));
        b.close();
        return c;
    }

    private static Media readMedia(FloorBytes b, Media m) throws IOException {
        b.need(MEDIA_FIXED);
        m.setWidth(b.getInt());
        m.setHeight(b.getInt());
        m.setDuration(b.getLong());
        m.setSize(b.getLong());
        m.setBitrate(b.getInt());
        m.setHasBitrate(b.getByte() != 0);
        m.setPlayer(b.getOrdinal(PLAYERS));
        m.setUri(b.getText());
        m.setTitle(b.getText());
        m.setFormat(b.getText());
        m.setCopyright(b.getText());
        int n = b.getCount(MIN_PERSON);
        List<String> persons = null;
        if (n >= 0) {
            persons = Refill.listFor(m.getPersons(), n);
            persons.clear();
            for (int i = 0; i < n; i++) {
                persons.add(b.getText());
            }
        }
        m.setPersons(persons);
        return m;
    }

    private static List<Image> readImages(FloorBytes b, List<Image> reuse) throws IOException {
        int n = b.getCount(MIN_IMAGE);
        if (n < 0) {
            return null;
        }
        // The stale list's Images are filled in again; any beyond n are dropped after.
        List<Image> images = Refill.listFor(reuse, n);
        for (int i = 0; i < n; i++) {
            Image old = Refill.at(images, i);
            Image image = old != null ? old : new Image();
            b.need(IMAGE_FIXED);
            image.setWidth(b.getInt());
            image.setHeight(b.getInt());
            image.setSize(b.getOrdinal(SIZES));
            image.setUri(b.getText());
            image.setTitle(b.getText());
            Refill.put(images, i, image);
        }
        Refill.keepFirst(images, n);
        return images;
    }
}

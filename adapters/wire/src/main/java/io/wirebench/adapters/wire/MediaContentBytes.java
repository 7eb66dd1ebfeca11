package io.wirebench.adapters.wire;

import io.wirebench.core.model.Refill;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;
import java.util.List;

/**
 * {@link MediaContent} by hand: the media's fields (a presence byte first, since it may be
 * null), the persons as a count and UTF-8 texts (-1 for a null list), then the images as a count
 * and their fields.
 */
final class MediaContentBytes implements BytesMarshaller<MediaContent> {
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();

    private final Packing packing;
    private final BytesMarshaller<Image> image;

    MediaContentBytes(Packing packing) {
        this.packing = packing;
        this.image = new BytesMarshaller<>() {
            @Override
            public void write(Image i, BytesOut out) {
                out.writeUtf8(i.getUri());
                out.writeUtf8(i.getTitle());
                packing.putInt(out, i.getWidth());
                packing.putInt(out, i.getHeight());
                Packing.putEnum(out, i.getSize());
            }

            @Override
            public Image read(Image reuse, BytesIn in) {
                Image i = reuse != null ? reuse : new Image();
                i.setUri(in.readUtf8());
                i.setTitle(in.readUtf8());
                i.setWidth(packing.getInt(in));
                i.setHeight(packing.getInt(in));
                i.setSize(Packing.getEnum(in, SIZES));
                return i;
            }
        };
    }

    @Override
    public void write(MediaContent c, BytesOut out) {
        Media m = c.getMedia();
        out.writeBoolean(m != null);
        if (m != null) {
            out.writeUtf8(m.getUri());
            out.writeUtf8(m.getTitle());
            packing.putInt(out, m.getWidth());
            packing.putInt(out, m.getHeight());
            out.writeUtf8(m.getFormat());
            packing.putLong(out, m.getDuration());
            packing.putLong(out, m.getSize());
            packing.putInt(out, m.getBitrate());
            out.writeBoolean(m.isHasBitrate());
            List<String> persons = m.getPersons();
            out.writeStopBit(persons == null ? -1 : persons.size());
            if (persons != null) {
                for (int i = 0, n = persons.size(); i < n; i++) {
                    out.writeUtf8(persons.get(i));
                }
            }
            Packing.putEnum(out, m.getPlayer());
            out.writeUtf8(m.getCopyright());
        }
        BatchBytes.writeList(out, c.getImages(), image);
    }

    @Override
    public MediaContent read(MediaContent reuse, BytesIn in) {
        MediaContent c = reuse != null ? reuse : new MediaContent();
        Media m = null;
        if (in.readBoolean()) {
            m = c.getMedia() != null ? c.getMedia() : new Media();
            m.setUri(in.readUtf8());
            m.setTitle(in.readUtf8());
            m.setWidth(packing.getInt(in));
            m.setHeight(packing.getInt(in));
            m.setFormat(in.readUtf8());
            m.setDuration(packing.getLong(in));
            m.setSize(packing.getLong(in));
            m.setBitrate(packing.getInt(in));
            m.setHasBitrate(in.readBoolean());
            m.setPersons(readPersons(in, m.getPersons()));
            m.setPlayer(Packing.getEnum(in, PLAYERS));
            m.setCopyright(in.readUtf8());
        }
        c.setMedia(m);
        c.setImages(BatchBytes.readList(in, c.getImages(), image));
        return c;
    }

    private static List<String> readPersons(BytesIn in, List<String> reuse) {
        int n = Packing.getCount(in, true, "texts");
        if (n == -1) {
            return null;
        }
        List<String> list = Refill.listFor(reuse, n);
        list.clear();
        for (int i = 0; i < n; i++) {
            list.add(in.readUtf8());
        }
        return list;
    }
}

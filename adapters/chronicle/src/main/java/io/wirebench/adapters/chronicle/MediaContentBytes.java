package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * {@link MediaContent} in the {@code BytesMarshallable} style: a presence byte and the media's fields,
 * the persons as a count (-1 for a null list) and texts, then the images as a count and their fields.
 */
final class MediaContentBytes implements WireMarshaller<MediaContent> {
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();

    private final BytesFields fields;

    MediaContentBytes(BytesFields fields) {
        this.fields = fields;
    }

    @Override
    public void write(WireOut wire, MediaContent c) {
        BytesOut<?> out = wire.bytes();
        Media m = c.getMedia();
        out.writeBoolean(m != null);
        if (m != null) {
            fields.putText(out, m.getUri());
            fields.putText(out, m.getTitle());
            fields.putInt(out, m.getWidth());
            fields.putInt(out, m.getHeight());
            fields.putText(out, m.getFormat());
            fields.putLong(out, m.getDuration());
            fields.putLong(out, m.getSize());
            fields.putInt(out, m.getBitrate());
            out.writeBoolean(m.isHasBitrate());
            List<String> persons = m.getPersons();
            fields.putCount(out, persons == null ? -1 : persons.size());
            if (persons != null) {
                for (int i = 0; i < persons.size(); i++) {
                    fields.putText(out, persons.get(i));
                }
            }
            fields.putEnum(out, m.getPlayer());
            fields.putText(out, m.getCopyright());
        }
        List<Image> images = c.getImages();
        fields.putCount(out, images.size());
        for (int i = 0; i < images.size(); i++) {
            Image image = images.get(i);
            fields.putText(out, image.getUri());
            fields.putText(out, image.getTitle());
            fields.putInt(out, image.getWidth());
            fields.putInt(out, image.getHeight());
            fields.putEnum(out, image.getSize());
        }
    }

    @Override
    public MediaContent read(WireIn wire, MediaContent reuse) {
        BytesIn<?> in = wire.bytes();
        Media m = null;
        if (in.readBoolean()) {
            m = new Media();
            m.setUri(fields.getText(in));
            m.setTitle(fields.getText(in));
            m.setWidth(fields.getInt(in));
            m.setHeight(fields.getInt(in));
            m.setFormat(fields.getText(in));
            m.setDuration(fields.getLong(in));
            m.setSize(fields.getLong(in));
            m.setBitrate(fields.getInt(in));
            m.setHasBitrate(in.readBoolean());
            List<String> persons = null;
            int personCount = fields.getNullableCount(in);
            if (personCount >= 0) {
                persons = new ArrayList<>(personCount);
                for (int i = 0; i < personCount; i++) {
                    persons.add(fields.getText(in));
                }
            }
            m.setPersons(persons);
            m.setPlayer(fields.getEnum(in, PLAYERS));
            m.setCopyright(fields.getText(in));
        }
        int count = fields.getCount(in);
        List<Image> images = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Image image = new Image();
            image.setUri(fields.getText(in));
            image.setTitle(fields.getText(in));
            image.setWidth(fields.getInt(in));
            image.setHeight(fields.getInt(in));
            image.setSize(fields.getEnum(in, SIZES));
            images.add(image);
        }
        MediaContent c = reuse != null ? reuse : new MediaContent();
        c.setMedia(m);
        c.setImages(images);
        return c;
    }
}

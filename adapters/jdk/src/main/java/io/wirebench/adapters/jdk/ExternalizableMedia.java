package io.wirebench.adapters.jdk;

import io.wirebench.core.Fields;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link MediaContent} written field by field: nullable strings (titles, copyright) and enums
 * behind a presence flag, lists as a count and their elements. Media and the lists are not nullable.
 */
public final class ExternalizableMedia extends ExternalizableValue<MediaContent> implements Externalizable {
    private static final long serialVersionUID = 1L;

    private static final Fields<MediaContent, ObjectOutput, ObjectInput> FIELDS = new Fields<>(MediaContent::new) {
        @Override
        public void write(MediaContent content, ObjectOutput out) throws IOException {
            Media m = content.getMedia();
            ExternalStrings.write(out, m.getUri());
            ExternalStrings.write(out, m.getTitle());
            out.writeInt(m.getWidth());
            out.writeInt(m.getHeight());
            ExternalStrings.write(out, m.getFormat());
            out.writeLong(m.getDuration());
            out.writeLong(m.getSize());
            out.writeInt(m.getBitrate());
            out.writeBoolean(m.isHasBitrate());
            out.writeInt(m.getPersons().size());
            for (String person : m.getPersons()) {
                ExternalStrings.write(out, person);
            }
            ExternalStrings.write(out, m.getPlayer() == null ? null : m.getPlayer().name());
            ExternalStrings.write(out, m.getCopyright());
            out.writeInt(content.getImages().size());
            for (Image i : content.getImages()) {
                ExternalStrings.write(out, i.getUri());
                ExternalStrings.write(out, i.getTitle());
                out.writeInt(i.getWidth());
                out.writeInt(i.getHeight());
                ExternalStrings.write(out, i.getSize() == null ? null : i.getSize().name());
            }
        }

        @Override
        protected void fill(ObjectInput in, MediaContent content) throws IOException {
            Media m = new Media();
            m.setUri(ExternalStrings.read(in));
            m.setTitle(ExternalStrings.read(in));
            m.setWidth(in.readInt());
            m.setHeight(in.readInt());
            m.setFormat(ExternalStrings.read(in));
            m.setDuration(in.readLong());
            m.setSize(in.readLong());
            m.setBitrate(in.readInt());
            m.setHasBitrate(in.readBoolean());
            int persons = ExternalStrings.readCount(in, "person");
            List<String> names = new ArrayList<>();
            for (int i = 0; i < persons; i++) {
                names.add(ExternalStrings.read(in));
            }
            m.setPersons(names);
            m.setPlayer(ExternalStrings.readEnum(in, Media.Player.class));
            m.setCopyright(ExternalStrings.read(in));
            int count = ExternalStrings.readCount(in, "image");
            List<Image> images = new ArrayList<>();
            for (int n = 0; n < count; n++) {
                Image i = new Image();
                i.setUri(ExternalStrings.read(in));
                i.setTitle(ExternalStrings.read(in));
                i.setWidth(in.readInt());
                i.setHeight(in.readInt());
                i.setSize(ExternalStrings.readEnum(in, Image.Size.class));
                images.add(i);
            }
            content.setMedia(m);
            content.setImages(images);
        }
    };

    @Override
    Fields<MediaContent, ObjectOutput, ObjectInput> fields() {
        return FIELDS;
    }
}

package io.wirebench.adapters.avro;

import io.wirebench.adapters.avro.schema.AvroImage;
import io.wirebench.adapters.avro.schema.AvroImageSize;
import io.wirebench.adapters.avro.schema.AvroMedia;
import io.wirebench.adapters.avro.schema.AvroMediaContent;
import io.wirebench.adapters.avro.schema.AvroPlayer;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;

/**
 * {@link MediaContent} and its generated records. The nullable model fields (titles, copyright) are
 * {@code ["null", "string"]} unions in the schema, so null travels as null. Image records are
 * pooled between messages on the writing side.
 */
final class MediaContentMapper implements RecordMapper<MediaContent, AvroMediaContent> {
    private final List<AvroImage> imagePool = new ArrayList<>();

    @Override
    public Schema schema() {
        return AvroMediaContent.getClassSchema();
    }

    @Override
    public AvroMediaContent newDatum() {
        AvroMediaContent datum = new AvroMediaContent();
        datum.setMedia(new AvroMedia());
        datum.setImages(new ArrayList<>());
        return datum;
    }

    @Override
    public void toDatum(MediaContent model, AvroMediaContent datum) {
        Media m = model.getMedia();
        AvroMedia r = datum.getMedia();
        r.setUri(m.getUri());
        r.setTitle(m.getTitle());
        r.setWidth(m.getWidth());
        r.setHeight(m.getHeight());
        r.setFormat(m.getFormat());
        r.setDuration(m.getDuration());
        r.setSize(m.getSize());
        r.setBitrate(m.getBitrate());
        r.setHasBitrate(m.isHasBitrate());
        r.setPersons(m.getPersons()); // only read by the writer: no copy needed
        r.setPlayer(m.getPlayer() == Media.Player.JAVA ? AvroPlayer.JAVA : AvroPlayer.FLASH);
        r.setCopyright(m.getCopyright());

        List<Image> images = model.getImages();
        List<AvroImage> records = datum.getImages();
        records.clear();
        for (int i = 0; i < images.size(); i++) {
            if (i == imagePool.size()) {
                imagePool.add(new AvroImage());
            }
            Image image = images.get(i);
            AvroImage record = imagePool.get(i);
            record.setUri(image.getUri());
            record.setTitle(image.getTitle());
            record.setWidth(image.getWidth());
            record.setHeight(image.getHeight());
            record.setSize(image.getSize() == Image.Size.SMALL ? AvroImageSize.SMALL : AvroImageSize.LARGE);
            records.add(record);
        }
    }

    @Override
    public MediaContent toModel(AvroMediaContent datum, MediaContent reuse) {
        AvroMedia r = datum.getMedia();
        Media media = new Media(r.getUri(), r.getTitle(), r.getWidth(), r.getHeight(), r.getFormat(), r.getDuration(),
                r.getSize(), r.getBitrate(), r.getHasBitrate(), new ArrayList<>(r.getPersons()),
                r.getPlayer() == AvroPlayer.JAVA ? Media.Player.JAVA : Media.Player.FLASH, r.getCopyright());
        List<AvroImage> records = datum.getImages();
        List<Image> images = new ArrayList<>(records.size());
        for (AvroImage record : records) {
            images.add(new Image(record.getUri(), record.getTitle(), record.getWidth(), record.getHeight(),
                    record.getSize() == AvroImageSize.SMALL ? Image.Size.SMALL : Image.Size.LARGE));
        }
        MediaContent content = reuse != null ? reuse : new MediaContent();
        content.setMedia(media);
        content.setImages(images);
        return content;
    }
}

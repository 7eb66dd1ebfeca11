package io.wirebench.adapters.sbe;

import io.wirebench.adapters.sbe.generated.BooleanType;
import io.wirebench.adapters.sbe.generated.ImageSize;
import io.wirebench.adapters.sbe.generated.MediaContentDecoder;
import io.wirebench.adapters.sbe.generated.MediaContentEncoder;
import io.wirebench.adapters.sbe.generated.MediaPlayer;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link MediaContent} flattened into one SBE message: Media's fixed fields, the persons and images
 * groups, then Media's strings. A presence bit set says which nullable strings (titles, copyright)
 * are there; an absent one is written as empty data and read back as null. Decodes into new objects.
 */
final class MediaSbe implements SbeMapping<MediaContent, MediaContentEncoder, MediaContentDecoder> {

    @Override
    public void encode(MediaContent v, MediaContentEncoder e) {
        Media m = v.getMedia();
        e.width(m.getWidth())
                .height(m.getHeight())
                .duration(m.getDuration())
                .size(m.getSize())
                .bitrate(m.getBitrate())
                .hasBitrate(m.isHasBitrate() ? BooleanType.T : BooleanType.F)
                .player(player(m.getPlayer()));
        e.present().clear().title(m.getTitle() != null).copyright(m.getCopyright() != null);
        List<String> persons = m.getPersons();
        MediaContentEncoder.PersonsEncoder p = e.personsCount(persons.size());
        for (int i = 0, n = persons.size(); i < n; i++) {
            p.next().name(persons.get(i));
        }
        List<Image> images = v.getImages();
        MediaContentEncoder.ImagesEncoder g = e.imagesCount(images.size());
        for (int i = 0, n = images.size(); i < n; i++) {
            Image image = images.get(i);
            g.next().width(image.getWidth()).height(image.getHeight()).size(size(image.getSize()));
            g.present().clear().title(image.getTitle() != null);
            g.uri(image.getUri()).title(image.getTitle());
        }
        e.uri(m.getUri()).title(m.getTitle()).format(m.getFormat()).copyright(m.getCopyright());
    }

    @Override
    public MediaContent decode(MediaContentDecoder d, MediaContent reuse) {
        Media m = new Media();
        m.setWidth(d.width());
        m.setHeight(d.height());
        m.setDuration(d.duration());
        m.setSize(d.size());
        m.setBitrate(d.bitrate());
        m.setHasBitrate(d.hasBitrate() == BooleanType.T);
        m.setPlayer(player(d.player()));
        boolean hasTitle = d.present().title();
        boolean hasCopyright = d.present().copyright();
        MediaContentDecoder.PersonsDecoder p = d.persons();
        List<String> persons = new ArrayList<>(p.count());
        while (p.hasNext()) {
            p.next();
            VarData.check(d.buffer(), d.limit(), p.nameLength());
            persons.add(p.name());
        }
        m.setPersons(persons);
        MediaContentDecoder.ImagesDecoder g = d.images();
        List<Image> images = new ArrayList<>(g.count());
        while (g.hasNext()) {
            g.next();
            Image image = new Image();
            image.setWidth(g.width());
            image.setHeight(g.height());
            image.setSize(size(g.size()));
            boolean imageHasTitle = g.present().title();
            VarData.check(d.buffer(), d.limit(), g.uriLength());
            image.setUri(g.uri());
            VarData.check(d.buffer(), d.limit(), g.titleLength());
            String title = g.title();
            image.setTitle(imageHasTitle ? title : null);
            images.add(image);
        }
        VarData.check(d.buffer(), d.limit(), d.uriLength());
        m.setUri(d.uri());
        VarData.check(d.buffer(), d.limit(), d.titleLength());
        String title = d.title();
        m.setTitle(hasTitle ? title : null);
        VarData.check(d.buffer(), d.limit(), d.formatLength());
        m.setFormat(d.format());
        VarData.check(d.buffer(), d.limit(), d.copyrightLength());
        String copyright = d.copyright();
        m.setCopyright(hasCopyright ? copyright : null);
        return new MediaContent(m, images);
    }

    private static MediaPlayer player(Media.Player p) {
        if (p == null) {
            return MediaPlayer.NULL_VAL;
        }
        return switch (p) {
            case JAVA -> MediaPlayer.JAVA;
            case FLASH -> MediaPlayer.FLASH;
        };
    }

    private static Media.Player player(MediaPlayer p) {
        return switch (p) {
            case JAVA -> Media.Player.JAVA;
            case FLASH -> Media.Player.FLASH;
            case NULL_VAL -> null;
        };
    }

    private static ImageSize size(Image.Size s) {
        if (s == null) {
            return ImageSize.NULL_VAL;
        }
        return switch (s) {
            case SMALL -> ImageSize.SMALL;
            case LARGE -> ImageSize.LARGE;
        };
    }

    private static Image.Size size(ImageSize s) {
        return switch (s) {
            case SMALL -> Image.Size.SMALL;
            case LARGE -> Image.Size.LARGE;
            case NULL_VAL -> null;
        };
    }
}

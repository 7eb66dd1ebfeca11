package io.wirebench.adapters.protobuf;

import com.google.protobuf.Parser;
import io.wirebench.adapters.protobuf.generated.MediaProtos;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link MediaContent} to and from {@code media.proto}. Null titles and copyright are left unset
 * ({@code optional} fields) and come back as null through {@code hasTitle()}/{@code hasCopyright()};
 * decodes into new objects.
 */
final class MediaProto implements ProtoMapping<MediaContent, MediaProtos.MediaContent> {
    private final MediaProtos.MediaContent.Builder content = MediaProtos.MediaContent.newBuilder();
    private final MediaProtos.Image.Builder image = MediaProtos.Image.newBuilder();

    @Override
    public MediaProtos.MediaContent toMessage(MediaContent v) {
        content.clear();
        Media m = v.getMedia();
        if (m != null) {
            // The nested builder is owned by the reused content builder: no new Media builder per message.
            MediaProtos.Media.Builder b = content.getMediaBuilder()
                    .setUri(m.getUri())
                    .setWidth(m.getWidth())
                    .setHeight(m.getHeight())
                    .setFormat(m.getFormat())
                    .setDuration(m.getDuration())
                    .setSize(m.getSize())
                    .setBitrate(m.getBitrate())
                    .setHasBitrate(m.isHasBitrate())
                    .addAllPersons(m.getPersons())
                    .setPlayer(player(m.getPlayer()));
            if (m.getTitle() != null) {
                b.setTitle(m.getTitle());
            }
            if (m.getCopyright() != null) {
                b.setCopyright(m.getCopyright());
            }
        }
        for (Image i : v.getImages()) {
            image.clear()
                    .setUri(i.getUri())
                    .setWidth(i.getWidth())
                    .setHeight(i.getHeight())
                    .setSize(size(i.getSize()));
            if (i.getTitle() != null) {
                image.setTitle(i.getTitle());
            }
            content.addImages(image.build());
        }
        return content.build();
    }

    @Override
    public MediaContent fromMessage(MediaProtos.MediaContent c, MediaContent reuse) {
        Media media = null;
        if (c.hasMedia()) {
            MediaProtos.Media m = c.getMedia();
            media = new Media(m.getUri(), m.hasTitle() ? m.getTitle() : null, m.getWidth(), m.getHeight(), m.getFormat(),
                    m.getDuration(), m.getSize(), m.getBitrate(), m.getHasBitrate(), new ArrayList<>(m.getPersonsList()),
                    player(m.getPlayer()), m.hasCopyright() ? m.getCopyright() : null);
        }
        List<Image> images = new ArrayList<>(c.getImagesCount());
        for (MediaProtos.Image i : c.getImagesList()) {
            images.add(new Image(i.getUri(), i.hasTitle() ? i.getTitle() : null, i.getWidth(), i.getHeight(), size(i.getSize())));
        }
        return new MediaContent(media, images);
    }

    @Override
    public Parser<MediaProtos.MediaContent> parser() {
        return MediaProtos.MediaContent.parser();
    }

    private static MediaProtos.Media.Player player(Media.Player p) {
        if (p == null) {
            return MediaProtos.Media.Player.PLAYER_UNSPECIFIED;
        }
        return switch (p) {
            case JAVA -> MediaProtos.Media.Player.JAVA;
            case FLASH -> MediaProtos.Media.Player.FLASH;
        };
    }

    private static Media.Player player(MediaProtos.Media.Player p) {
        return switch (p) {
            case JAVA -> Media.Player.JAVA;
            case FLASH -> Media.Player.FLASH;
            case PLAYER_UNSPECIFIED -> null;
            case UNRECOGNIZED -> throw new IllegalArgumentException("unknown Media.Player number in the message");
        };
    }

    private static MediaProtos.Image.Size size(Image.Size s) {
        if (s == null) {
            return MediaProtos.Image.Size.SIZE_UNSPECIFIED;
        }
        return switch (s) {
            case SMALL -> MediaProtos.Image.Size.SMALL;
            case LARGE -> MediaProtos.Image.Size.LARGE;
        };
    }

    private static Image.Size size(MediaProtos.Image.Size s) {
        return switch (s) {
            case SMALL -> Image.Size.SMALL;
            case LARGE -> Image.Size.LARGE;
            case SIZE_UNSPECIFIED -> null;
            case UNRECOGNIZED -> throw new IllegalArgumentException("unknown Image.Size number in the message");
        };
    }
}

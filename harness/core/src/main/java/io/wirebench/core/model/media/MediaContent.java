package io.wirebench.core.model.media;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * The media record of the long-running public JVM serializer benchmark (jvm-serializers):
 * one video with its metadata and the images that illustrate it.
 */
public final class MediaContent implements Serializable {
    private static final long serialVersionUID = 1L;

    private Media media;
    private List<Image> images;

    public MediaContent() {
    }

    public MediaContent(Media media, List<Image> images) {
        this.media = media;
        this.images = images;
    }

    public Media getMedia() {
        return media;
    }

    public void setMedia(Media media) {
        this.media = media;
    }

    public List<Image> getImages() {
        return images;
    }

    public void setImages(List<Image> images) {
        this.images = images;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof MediaContent o)) {
            return false;
        }
        return Objects.equals(media, o.media)
                && Objects.equals(images, o.images);
    }

    @Override
    public int hashCode() {
        return Objects.hash(media, images);
    }

    @Override
    public String toString() {
        return "MediaContent{" + "media=" + media + ", images=" + images + "}";
    }
}

package io.wirebench.core.model.media;

import io.wirebench.core.model.ModelBean;
import java.io.Serializable;
import java.util.List;

/**
 * The media record of the long-running public JVM serializer benchmark (jvm-serializers):
 * one video with its metadata and the images that illustrate it.
 */
public final class MediaContent extends ModelBean implements Serializable {
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
}

package io.wirebench.core.model.media;

import java.io.Serializable;
import java.util.Objects;

/**
 * A still image of a media record. {@code title} may be null.
 */
public final class Image implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The rendition size. */
    public enum Size { SMALL, LARGE }

    private String uri;
    private String title;
    private int width;
    private int height;
    private Size size;

    public Image() {
    }

    public Image(String uri, String title, int width, int height, Size size) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.size = size;
    }

    public String getUri() {
        return uri;
    }

    public void setUri(String uri) {
        this.uri = uri;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public int getWidth() {
        return width;
    }

    public void setWidth(int width) {
        this.width = width;
    }

    public int getHeight() {
        return height;
    }

    public void setHeight(int height) {
        this.height = height;
    }

    public Size getSize() {
        return size;
    }

    public void setSize(Size size) {
        this.size = size;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Image o)) {
            return false;
        }
        return Objects.equals(uri, o.uri)
                && Objects.equals(title, o.title)
                && width == o.width
                && height == o.height
                && Objects.equals(size, o.size);
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, title, width, height, size);
    }

    @Override
    public String toString() {
        return "Image{" + "uri=" + uri + ", title=" + title + ", width=" + width + ", height=" + height + ", size=" + size + "}";
    }
}

package io.wirebench.core.model.media;

import io.wirebench.core.model.ModelBean;
import java.io.Serializable;

/**
 * A still image of a media record. {@code title} may be null.
 */
public final class Image extends ModelBean implements Serializable {
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
}

package io.wirebench.core.model.media;

import io.wirebench.core.model.ModelBean;
import java.io.Serializable;
import java.util.List;

/**
 * A video: where it is, its format, who is in it. {@code title} and {@code copyright} may be null.
 */
public final class Media extends ModelBean implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The player the media is meant for. */
    public enum Player { JAVA, FLASH }

    private String uri;
    private String title;
    private int width;
    private int height;
    private String format;
    private long duration;
    private long size;
    private int bitrate;
    private boolean hasBitrate;
    private List<String> persons;
    private Player player;
    private String copyright;

    public Media() {
    }

    public Media(String uri, String title, int width, int height, String format, long duration, long size, int bitrate, boolean hasBitrate, List<String> persons, Player player, String copyright) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.format = format;
        this.duration = duration;
        this.size = size;
        this.bitrate = bitrate;
        this.hasBitrate = hasBitrate;
        this.persons = persons;
        this.player = player;
        this.copyright = copyright;
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

    public String getFormat() {
        return format;
    }

    public void setFormat(String format) {
        this.format = format;
    }

    public long getDuration() {
        return duration;
    }

    public void setDuration(long duration) {
        this.duration = duration;
    }

    public long getSize() {
        return size;
    }

    public void setSize(long size) {
        this.size = size;
    }

    public int getBitrate() {
        return bitrate;
    }

    public void setBitrate(int bitrate) {
        this.bitrate = bitrate;
    }

    public boolean isHasBitrate() {
        return hasBitrate;
    }

    public void setHasBitrate(boolean hasBitrate) {
        this.hasBitrate = hasBitrate;
    }

    public List<String> getPersons() {
        return persons;
    }

    public void setPersons(List<String> persons) {
        this.persons = persons;
    }

    public Player getPlayer() {
        return player;
    }

    public void setPlayer(Player player) {
        this.player = player;
    }

    public String getCopyright() {
        return copyright;
    }

    public void setCopyright(String copyright) {
        this.copyright = copyright;
    }
}

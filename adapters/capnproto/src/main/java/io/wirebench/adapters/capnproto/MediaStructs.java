package io.wirebench.adapters.capnproto;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructList;
import org.capnproto.StructSize;
import org.capnproto.TextList;

/**
 * {@code struct Media}, {@code struct Image} and {@code struct MediaContent} of {@code wirebench.capnp},
 * as capnpc-java would generate them, written by hand with the offsets of capnp's layout (see
 * {@link OrderStruct}).
 */
final class MediaStructs {
    static final StructSize MEDIA_SIZE = new StructSize((short) 4, (short) 5);
    static final StructSize IMAGE_SIZE = new StructSize((short) 2, (short) 2);
    static final StructSize CONTENT_SIZE = new StructSize((short) 0, (short) 2);

    static final MediaFactory MEDIA = new MediaFactory();
    static final ImageFactory IMAGE = new ImageFactory();
    static final StructList.Factory<ImageBuilder, ImageReader> IMAGE_LIST = new StructList.Factory<>(IMAGE);
    static final ContentFactory CONTENT = new ContentFactory();

    private MediaStructs() {
    }

    /**
     * Media and Image begin with the same four fields at the same offsets (uri and title the first two
     * pointers, width and height the first two ints of the data section), so their accessors are written once.
     */
    abstract static class PictureBuilder extends CapnpStructs.Builder {
        PictureBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        final void setUri(String v) {
            setText(0, v);
        }

        final void setTitle(String v) {
            setText(1, v);
        }

        final void setWidth(int v) {
            _setIntField(0, v);
        }

        final void setHeight(int v) {
            _setIntField(1, v);
        }
    }

    /** The reading side of {@link PictureBuilder}. */
    abstract static class PictureReader extends CapnpStructs.Reader {
        PictureReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        final String getUri() {
            return text(0);
        }

        final String getTitle() {
            return text(1);
        }

        final int getWidth() {
            return _getIntField(0);
        }

        final int getHeight() {
            return _getIntField(1);
        }
    }

    static final class MediaFactory extends CapnpStructs.Factory<MediaBuilder, MediaReader> {
        MediaFactory() {
            super(MEDIA_SIZE);
        }

        @Override
        public MediaReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new MediaReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public MediaBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new MediaBuilder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class MediaBuilder extends PictureBuilder {
        MediaBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        void setFormat(String v) {
            setText(2, v);
        }

        void setDuration(long v) {
            _setLongField(1, v);
        }

        void setSize(long v) {
            _setLongField(2, v);
        }

        void setBitrate(int v) {
            _setIntField(6, v);
        }

        void setHasBitrate(boolean v) {
            _setBooleanField(224, v);
        }

        TextList.Builder initPersons(int size) {
            return _initPointerField(TextList.factory, 3, size);
        }

        void setPlayer(short v) {
            _setShortField(15, v);
        }

        void setCopyright(String v) {
            setText(4, v);
        }
    }

    static final class MediaReader extends PictureReader {
        MediaReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        String getFormat() {
            return text(2);
        }

        long getDuration() {
            return _getLongField(1);
        }

        long getSize() {
            return _getLongField(2);
        }

        int getBitrate() {
            return _getIntField(6);
        }

        boolean getHasBitrate() {
            return _getBooleanField(224);
        }

        boolean hasPersons() {
            return !_pointerFieldIsNull(3);
        }

        TextList.Reader getPersons() {
            return _getPointerField(TextList.factory, 3, null, 0);
        }

        short getPlayer() {
            return _getShortField(15);
        }

        String getCopyright() {
            return text(4);
        }
    }

    static final class ImageFactory extends CapnpStructs.Factory<ImageBuilder, ImageReader> {
        ImageFactory() {
            super(IMAGE_SIZE);
        }

        @Override
        public ImageReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new ImageReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public ImageBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new ImageBuilder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class ImageBuilder extends PictureBuilder {
        ImageBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        void setSize(short v) {
            _setShortField(4, v);
        }
    }

    static final class ImageReader extends PictureReader {
        ImageReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        short getSize() {
            return _getShortField(4);
        }
    }

    static final class ContentFactory extends CapnpStructs.Factory<ContentBuilder, ContentReader> {
        ContentFactory() {
            super(CONTENT_SIZE);
        }

        @Override
        public ContentReader constructReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            return new ContentReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public ContentBuilder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new ContentBuilder(segment, data, pointers, dataSize, pointerCount);
        }
    }

    static final class ContentBuilder extends CapnpStructs.Builder {
        ContentBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        MediaBuilder initMedia() {
            return _initPointerField(MEDIA, 0, 0);
        }

        StructList.Builder<ImageBuilder> initImages(int size) {
            return _initPointerField(IMAGE_LIST, 1, size);
        }
    }

    static final class ContentReader extends CapnpStructs.Reader {
        ContentReader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        boolean hasMedia() {
            return !_pointerFieldIsNull(0);
        }

        MediaReader getMedia() {
            return _getPointerField(MEDIA, 0, null, 0);
        }

        boolean hasImages() {
            return !_pointerFieldIsNull(1);
        }

        StructList.Reader<ImageReader> getImages() {
            return _getPointerField(IMAGE_LIST, 1, null, 0);
        }
    }
}

package io.wirebench.adapters.flatbuffers;

/**
 * Tables {@code Media} and {@code Image} of {@code wirebench.fbs} begin with the same four fields in the
 * same slots (uri, title, width, height), so their accessors are written once, here.
 */
abstract class FbPicture extends FbTable {
    final String uri() {
        return string(4);
    }

    final String title() {
        return string(6);
    }

    final int width() {
        return int32(8);
    }

    final int height() {
        return int32(10);
    }
}

package io.wirebench.compress;

/**
 * What a compressor says about itself, fixed when it is made: id, algorithm, setting and
 * implementation are the same for the life of the instance, so they are fields here and each
 * compressor class holds only its library calls and its {@link #library()} (read from the library
 * when asked, as it names what was loaded).
 */
abstract class NamedCompressor implements Compressor {
    private final String id;
    private final String algorithm;
    private final String setting;
    private final String implementation;

    NamedCompressor(String id, String algorithm, String setting, String implementation) {
        this.id = id;
        this.algorithm = algorithm;
        this.setting = setting;
        this.implementation = implementation;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String algorithm() {
        return algorithm;
    }

    @Override
    public final String setting() {
        return setting;
    }

    @Override
    public final String implementation() {
        return implementation;
    }
}

package io.wirebench.wire;

/**
 * A value in the input is larger or deeper than the reader's {@link WireLimits} allow. The
 * message gives the value, the limit and the setting that controls it.
 */
public class WireLimitException extends MalformedWireException {
    private static final long serialVersionUID = 1L;

    public WireLimitException(int offset, String problem) {
        super(offset, problem);
    }
}

package io.wirebench.core;

/** A contender broke the codec contract on a data set; the message says which check and how. */
public final class ConformanceFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ConformanceFailure(String message) {
        super(message);
    }

    public ConformanceFailure(String message, Throwable cause) {
        super(message, cause);
    }
}

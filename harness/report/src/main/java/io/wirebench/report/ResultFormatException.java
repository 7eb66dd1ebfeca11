package io.wirebench.report;

/** A result file that cannot be read as what it claims to be; the message names the file and what to do. */
public final class ResultFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ResultFormatException(String message) {
        super(message);
    }

    public ResultFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}

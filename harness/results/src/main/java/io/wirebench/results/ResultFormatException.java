package io.wirebench.results;

/** A result file that cannot be read as what it claims to be; the message names the file and what is wrong. */
public class ResultFormatException extends RuntimeException {
    public ResultFormatException(String message) {
        super(message);
    }

    public ResultFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}

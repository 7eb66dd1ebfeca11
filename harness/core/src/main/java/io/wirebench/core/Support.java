package io.wirebench.core;

/**
 * Whether a contender can express a model. A "no" carries the reason, which the site shows
 * beside "n/a" so that a missing number is never mistaken for a missing measurement.
 */
public record Support(boolean supported, String reason) {
    public static final Support YES = new Support(true, "");

    public Support {
        if (!supported && (reason == null || reason.isBlank())) {
            throw new IllegalArgumentException("an unsupported model needs a reason");
        }
    }

    public static Support no(String reason) {
        return new Support(false, reason);
    }
}

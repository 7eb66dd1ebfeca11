package io.wirebench.core.model.order;

/** The side of an {@link Order}; constant names as the seeds render them ({@code side: Sell}). */
public enum Side {
    Buy, Sell
}

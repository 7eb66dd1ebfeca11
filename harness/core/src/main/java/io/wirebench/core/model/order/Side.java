package io.wirebench.core.model.order;

/** The side of an {@link Order}; constant names as the published renderings show them (docs/SOURCES.md) ({@code side: Sell}). */
public enum Side {
    Buy, Sell
}

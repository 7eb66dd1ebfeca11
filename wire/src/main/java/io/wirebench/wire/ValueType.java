package io.wirebench.wire;

/** What kind of value comes next, for readers that do not know the schema (dumps, trees). */
public enum ValueType {
    /** Nothing: the field is absent or the container has ended. */
    NONE,
    NULL,
    BOOLEAN,
    /** A whole number of any width. */
    INTEGER,
    /** A floating-point number (a compact writer may have sent a whole double as an {@link #INTEGER}). */
    FLOAT,
    TEXT,
    BYTES,
    /** Fields, with or without keys. */
    OBJECT,
    /** Values in order. */
    SEQUENCE
}

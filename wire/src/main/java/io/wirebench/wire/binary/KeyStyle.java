package io.wirebench.wire.binary;

/** What binary YAML writes in front of a field's value. */
public enum KeyStyle {
    /** The field's name, in UTF-8: readable in a dump, tolerant of any schema change. */
    NAMED,
    /** The field's number: smaller and faster; one byte for numbers 0 to 31. */
    NUMBERED,
    /** Nothing: values in the order they are written ("field-less"), the smallest form. */
    NONE
}

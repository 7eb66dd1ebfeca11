package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.tree.TreeDocument;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * A schema-less document as the wire's own values: the root (a map, a list or a scalar) is the
 * document's one value, written with {@code ValueOut.object} and read back with {@code ValueIn.object},
 * which give maps, lists and scalars with the wire's type tags. Only self-describing wires (text and
 * binary YAML) can do this.
 */
final class TreeMarshaller implements WireMarshaller<TreeDocument> {
    @Override
    public void write(WireOut wire, TreeDocument document) {
        wire.getValueOut().object(document.getRoot());
    }

    @Override
    public TreeDocument read(WireIn wire, TreeDocument reuse) {
        return new TreeDocument(wire.getValueIn().object());
    }
}

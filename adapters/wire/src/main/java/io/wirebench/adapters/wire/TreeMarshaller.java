package io.wirebench.adapters.wire;

import io.wirebench.core.model.tree.TreeDocument;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireTree;

/**
 * A schema-less {@link TreeDocument}: the root map's entries are the document's fields, so the
 * binary dump reads like the tree's own YAML. Needs a self-describing rendering that keeps keys.
 */
final class TreeMarshaller implements Marshaller<TreeDocument> {
    static final TreeMarshaller INSTANCE = new TreeMarshaller();

    private TreeMarshaller() {
    }

    @Override
    public void write(TreeDocument tree, WireOut out) {
        WireTree.writeRoot(tree.getRoot(), out);
    }

    @Override
    public TreeDocument read(TreeDocument reuse, WireIn in) {
        TreeDocument tree = reuse != null ? reuse : new TreeDocument();
        tree.setRoot(WireTree.readRoot(in));
        return tree;
    }
}

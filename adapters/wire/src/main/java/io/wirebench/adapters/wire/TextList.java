package io.wirebench.adapters.wire;

import io.wirebench.core.model.Refill;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireWriter;
import java.util.List;

/** A list of text as a sequence, read back into the list it is given. */
final class TextList implements WireWriter<List<String>>, WireReader<List<String>> {
    static final TextList INSTANCE = new TextList();

    private TextList() {
    }

    @Override
    public void write(List<String> list, WireOut out) {
        for (int i = 0, n = list.size(); i < n; i++) {
            out.writeValue().text(list.get(i));
        }
    }

    @Override
    public List<String> read(List<String> reuse, WireIn in) {
        List<String> list = Refill.listFor(reuse);
        list.clear();
        while (in.hasMore()) {
            list.add(in.readValue().text());
        }
        return list;
    }
}

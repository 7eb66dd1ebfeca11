package io.wirebench.bench;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;

/** Data sets by id: the built-in ones, and a user's file given as {@code file:<absolute path>}. */
final class DatasetResolver {
    private DatasetResolver() {
    }

    static Dataset<?> resolve(String id) {
        return id.startsWith(UserData.PREFIX) ? UserData.dataset(id) : Datasets.byId(id);
    }
}

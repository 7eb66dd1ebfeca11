package io.wirebench.bench;

import io.wirebench.core.model.Dataset;
import java.util.Set;

/**
 * Which part of the parameter space a run covers. An empty set means "no restriction", except for
 * data sets, where it means "the profile's default data sets".
 *
 * @param contenders contender ids
 * @param datasets   data set ids
 * @param models     model ids; a batch data set also matches the id of its element model
 * @param sizes      batch lengths (1, 10, 100, 1000); 0 selects the single-message data sets
 * @param operations operations
 */
public record Selection(Set<String> contenders, Set<String> datasets, Set<String> models, Set<Integer> sizes,
                        Set<Operation> operations) {
    public static final Selection ALL = new Selection(Set.of(), Set.of(), Set.of(), Set.of(), Set.of());

    public Selection {
        contenders = Set.copyOf(contenders);
        datasets = Set.copyOf(datasets);
        models = Set.copyOf(models);
        sizes = Set.copyOf(sizes);
        operations = Set.copyOf(operations);
    }

    public boolean includesContender(String id) {
        return contenders.isEmpty() || contenders.contains(id);
    }

    public boolean includesOperation(Operation op) {
        return operations.isEmpty() || operations.contains(op);
    }

    /** Whether a data set passes the model and size filters (the id filter is the plan's business). */
    public boolean matchesModelAndSize(Dataset<?> d) {
        boolean model = models.isEmpty() || models.contains(d.model().id())
                || d.model().element().map(e -> models.contains(e.id())).orElse(false);
        return model && (sizes.isEmpty() || sizes.contains(d.batchSize()));
    }
}

package io.wirebench.bench;

import io.wirebench.core.model.Dataset;
import io.wirebench.results.Manifest;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

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

    /** As the manifest and {@code invocation.json} record it: sorted lists. */
    public Manifest.Selection info() {
        return new Manifest.Selection(new TreeSet<>(contenders).stream().toList(), new TreeSet<>(datasets).stream().toList(),
                new TreeSet<>(models).stream().toList(), new TreeSet<>(sizes).stream().toList(),
                operations.stream().map(Operation::id).sorted().toList());
    }

    /** The selection a run recorded. */
    static Selection of(Manifest.Selection s) {
        return new Selection(Set.copyOf(s.contenders()), Set.copyOf(s.datasets()), s.models() == null ? Set.of() : Set.copyOf(s.models()),
                s.sizes() == null ? Set.of() : Set.copyOf(s.sizes()), s.operations().stream().map(Operation::byId).collect(Collectors.toSet()));
    }

    public boolean includesContender(String id) {
        return contenders.isEmpty() || contenders.contains(id);
    }

    public boolean includesOperation(Operation op) {
        return operations.isEmpty() || operations.contains(op);
    }

    /** Whether the selection names {@code op} itself (an empty selection names none). */
    public boolean names(Operation op) {
        return operations.contains(op);
    }

    /** Whether a data set passes the model and size filters (the id filter is the plan's business). */
    public boolean matchesModelAndSize(Dataset<?> d) {
        boolean model = models.isEmpty() || models.contains(d.model().id())
                || d.model().element().map(e -> models.contains(e.id())).orElse(false);
        return model && (sizes.isEmpty() || sizes.contains(d.batchSize()));
    }
}

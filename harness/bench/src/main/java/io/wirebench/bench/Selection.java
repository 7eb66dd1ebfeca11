package io.wirebench.bench;

import java.util.List;
import java.util.Set;

/**
 * Which part of the parameter space a run covers. An empty set means "all" for contenders and
 * operations, and "the profile's default data sets" for data sets.
 */
public record Selection(Set<String> contenders, Set<String> datasets, Set<Operation> operations) {
    public static final Selection ALL = new Selection(Set.of(), Set.of(), Set.of());

    public Selection {
        contenders = Set.copyOf(contenders);
        datasets = Set.copyOf(datasets);
        operations = Set.copyOf(operations);
    }

    public boolean includesContender(String id) {
        return contenders.isEmpty() || contenders.contains(id);
    }

    public List<Operation> operationsInOrder() {
        return List.of(Operation.values()).stream().filter(o -> operations.isEmpty() || operations.contains(o)).toList();
    }
}

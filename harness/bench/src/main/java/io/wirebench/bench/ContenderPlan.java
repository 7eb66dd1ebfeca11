package io.wirebench.bench;

import java.util.List;
import java.util.Map;

/**
 * {@code parts/<id>.plan.json}: the cases the runner gives one contender's JVM, and the profile
 * (with the request's overrides) they run with.
 */
record ContenderPlan(String contender, String profile, Map<String, String> overrides, List<Case> cases) {
    ContenderPlan {
        overrides = Map.copyOf(overrides);
        cases = List.copyOf(cases);
    }

    Profile resolvedProfile() {
        return Profile.byName(profile).withOverrides(overrides);
    }
}

package io.wirebench.bench;

import java.util.List;
import java.util.Map;

/**
 * {@code parts/<id>.plan.json}: the cases the runner gives one contender's JVM, and the profile
 * (with the request's overrides) they run with. {@code reuseProof}: the contender was proved earlier
 * in this run (a later round, {@link Rounds}); its proof is read back instead of proving it again.
 */
record ContenderPlan(String contender, String profile, Map<String, String> overrides, List<Case> cases, boolean reuseProof) {
    ContenderPlan(String contender, String profile, Map<String, String> overrides, List<Case> cases) {
        this(contender, profile, overrides, cases, false);
    }

    ContenderPlan {
        overrides = Map.copyOf(overrides);
        cases = List.copyOf(cases);
    }

    Profile resolvedProfile() {
        return Profile.byName(profile).withOverrides(overrides);
    }
}

package io.wirebench.adapters.ion;

import io.wirebench.conformance.ConformanceSuite;

class IonConformanceTest extends ConformanceSuite {
}

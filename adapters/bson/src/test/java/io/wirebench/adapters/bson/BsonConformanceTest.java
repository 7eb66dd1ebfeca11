package io.wirebench.adapters.bson;

import io.wirebench.conformance.ConformanceSuite;

class BsonConformanceTest extends ConformanceSuite {
}

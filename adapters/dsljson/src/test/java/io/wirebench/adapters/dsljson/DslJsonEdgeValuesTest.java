package io.wirebench.adapters.dsljson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.EdgeValuesSuite;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.rion.Pojo1Double;
import org.junit.jupiter.api.Test;

/**
 * Both DSL-JSON contenders against the edge values of {@link EdgeValuesSuite} (each on the models it
 * supports), and the edge doubles of a model that DSL-JSON's runtime analysis maps (not a hand-written
 * converter): their sign and special values hold through the registered double converter.
 */
class DslJsonEdgeValuesTest extends EdgeValuesSuite {

    @Test
    void doubleEdgesInTheRuntimeAnalysedModels() throws Exception {
        Codec<Pojo1Double> codec = DslJsonContender.contender().newCodec(Models.RION_DOUBLE1);
        for (double d : new double[] {-0.0, 0.0, Double.NaN, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MAX_VALUE, -1e-300}) {
            Pojo1Double m = new Pojo1Double(d);
            codec.encode(m);
            assertEquals(m, codec.decode(new Pojo1Double(7)), "dsl-json " + d);
        }
    }
}

package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One compressor at one setting as the run used it (harness/compress): its id, algorithm, setting
 * in words, {@code implementation} ({@code jni}, {@code pure-java} or {@code jdk}) and the library
 * with the version the measuring JVM loaded.
 */
public record CompressorInfo(@JsonProperty(required = true) String id, @JsonProperty(required = true) String algorithm,
                             @JsonProperty(required = true) String setting, @JsonProperty(required = true) String implementation,
                             @JsonProperty(required = true) String library) {
}

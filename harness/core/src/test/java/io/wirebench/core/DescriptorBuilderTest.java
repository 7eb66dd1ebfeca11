package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The two shorthands every registration class uses: the library named once, and its four kinds in one line. */
class DescriptorBuilderTest {

    private static Descriptor.Builder row() {
        return Descriptor.builder("builder-test").displayName("x").family("x");
    }

    @Test
    void theLibrarysVersionIsReadFromItsJarUnderItsGroupAndArtifact() {
        Descriptor d = row().library(Test.class, "org.junit.jupiter:junit-jupiter-api")
                .kind(Descriptor.Format.TEXT, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.STREAM, Descriptor.Evolution.TOLERANT)
                .build();
        assertEquals("org.junit.jupiter:junit-jupiter-api", d.library());
        assertEquals(LibraryVersion.of(Test.class, "org.junit.jupiter", "junit-jupiter-api"), d.libraryVersion());
        // A class of a folder, not a jar, has no version anywhere: the refusal names where it looked, so the split shows.
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> row().library(DescriptorBuilderTest.class, "com.example.group:some-artifact"));
        assertTrue(e.getMessage().contains("META-INF/maven/com.example.group/some-artifact/pom.properties"), e.getMessage());
    }

    @Test
    void coordinatesThatAreNotGroupColonArtifactAreRefused() {
        for (String bad : new String[] {"junit", ":junit", "org.junit:", "org.junit:junit:5"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> row().library(Test.class, bad), bad);
            assertTrue(e.getMessage().contains("builder-test") && e.getMessage().contains(bad), e.getMessage());
        }
    }

    @Test
    void theFourKindsAreSetAsTheirOwnSettersSetThem() {
        Descriptor d = row().library("x:x", "1")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.SCHEMA_CODEGEN, Descriptor.BufferStyle.DIRECT,
                        Descriptor.Evolution.APPEND_ONLY)
                .build();
        assertEquals(Descriptor.Format.BINARY, d.format());
        assertEquals(Descriptor.SchemaStyle.SCHEMA_CODEGEN, d.schemaStyle());
        assertEquals(Descriptor.BufferStyle.DIRECT, d.bufferStyle());
        assertEquals(Descriptor.Evolution.APPEND_ONLY, d.evolution());
    }
}

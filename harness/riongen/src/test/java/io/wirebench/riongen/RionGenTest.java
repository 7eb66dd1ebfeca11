package io.wirebench.riongen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RionGenTest {
    private static final List<RionModel> MODELS = List.of(new RionModel("ONE", "PojoOne", List.of("long")));

    @TempDir
    Path tmp;

    @Test
    void eachTemplateLandsInItsPackageFolderAndUnchangedFilesAreNotRewritten() throws IOException {
        Path templates = tmp.resolve("rion");
        Path out = tmp.resolve("out");
        Files.createDirectories(templates.resolve("a/b"));
        Files.writeString(templates.resolve("a/b/Mapping.java.tmpl"), "package a.b;\n#models\n// ${Model}\n#end\n");
        Files.writeString(templates.resolve("a/b/Bean.java.tmpl"), "#output ${Model}.java\nclass ${Model} {}\n");
        Files.writeString(templates.resolve("a/b/notes.txt"), "not a template\n");

        assertEquals(2, RionGen.generate(MODELS, templates, out).size());
        Path mapping = out.resolve("a/b/Mapping.java");
        assertTrue(Files.readString(mapping).endsWith("package a.b;\n// PojoOne\n"), Files.readString(mapping));
        assertTrue(Files.readString(out.resolve("a/b/PojoOne.java")).endsWith("class PojoOne {}\n"));
        assertFalse(Files.exists(out.resolve("a/b/notes.txt")));

        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(mapping, old);
        RionGen.generate(MODELS, templates, out);
        assertEquals(old, Files.getLastModifiedTime(mapping), "rewritten though unchanged");
    }

    @Test
    void aFileNoTemplateMakesAnyMoreIsDeleted() throws IOException {
        Path templates = tmp.resolve("rion");
        Path out = tmp.resolve("out");
        Files.createDirectories(templates);
        Files.writeString(templates.resolve("Bean.java.tmpl"), "#output ${Model}.java\nclass ${Model} {}\n");
        Files.createDirectories(out.resolve("old"));
        Files.writeString(out.resolve("old/PojoGone.java"), "class PojoGone {}\n");

        RionGen.generate(MODELS, templates, out);
        assertTrue(Files.exists(out.resolve("PojoOne.java")));
        assertFalse(Files.exists(out.resolve("old/PojoGone.java")));
    }

    @Test
    void aMissingOrEmptyTemplateFolderIsAnError() throws IOException {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> RionGen.generate(MODELS, tmp.resolve("nowhere"), tmp.resolve("out")));
        assertTrue(missing.getMessage().startsWith("no template folder"), missing.getMessage());
        Files.createDirectories(tmp.resolve("empty"));
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
                () -> RionGen.generate(MODELS, tmp.resolve("empty"), tmp.resolve("out")));
        assertTrue(empty.getMessage().startsWith("no *.tmpl under"), empty.getMessage());
        IllegalArgumentException usage = assertThrows(IllegalArgumentException.class, () -> RionGen.main(new String[] {"one"}));
        assertTrue(usage.getMessage().startsWith("usage: RionGen TEMPLATE_DIR OUTPUT_DIR"), usage.getMessage());
    }

    @Test
    void twoTemplatesMakingOneFileAreRefused() throws IOException {
        Path templates = tmp.resolve("rion");
        Files.createDirectories(templates);
        Files.writeString(templates.resolve("A.tmpl"), "#output PojoOne.java\nx\n");
        Files.writeString(templates.resolve("B.tmpl"), "#output ${Model}.java\ny\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RionGen.generate(MODELS, templates, tmp.resolve("out")));
        assertTrue(e.getMessage().contains("which another template makes too"), e.getMessage());
    }
}

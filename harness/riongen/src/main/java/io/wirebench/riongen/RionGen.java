package io.wirebench.riongen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Renders a module's RION templates ({@code src/main/rion/**}{@code /*.tmpl}) against the model
 * table into a generated-sources folder, each output in its template's package folder. Run by the
 * parent pom's {@code rion-generate} execution at generate-sources:
 * {@code RionGen TEMPLATE_DIR OUTPUT_DIR}.
 */
public final class RionGen {
    private RionGen() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: RionGen TEMPLATE_DIR OUTPUT_DIR (got " + args.length + " arguments)");
        }
        generate(ModelTable.load(), Path.of(args[0]), Path.of(args[1]));
    }

    /**
     * Renders every template under {@code templateDir} into {@code outDir}. A file whose text is
     * unchanged is not rewritten (so javac's staleness check sees nothing new), and any other file
     * under {@code outDir} is deleted (a model taken out of the table leaves no class behind).
     *
     * @return the text of every file made, by path
     */
    public static Map<Path, String> generate(List<RionModel> models, Path templateDir, Path outDir) throws IOException {
        if (!Files.isDirectory(templateDir)) {
            throw new IllegalArgumentException("no template folder " + templateDir);
        }
        List<Path> templates;
        try (Stream<Path> found = Files.walk(templateDir)) {
            templates = found.filter(p -> p.getFileName().toString().endsWith(".tmpl")).sorted().toList();
        }
        if (templates.isEmpty()) {
            throw new IllegalArgumentException("no *.tmpl under " + templateDir);
        }
        Map<Path, String> made = new TreeMap<>();
        for (Path path : templates) {
            Path rel = templateDir.relativize(path);
            String name = rel.toString().replace('\\', '/');
            Template template = Template.parse(Files.readString(path, StandardCharsets.UTF_8), name);
            Path dir = rel.getParent() == null ? outDir : outDir.resolve(rel.getParent());
            for (Map.Entry<String, String> file : template.render(models, rel.getFileName().toString()).entrySet()) {
                if (made.put(dir.resolve(file.getKey()), file.getValue()) != null) {
                    throw new IllegalArgumentException(name + " makes " + dir.resolve(file.getKey()) + ", which another template makes too");
                }
            }
        }
        for (Map.Entry<Path, String> file : made.entrySet()) {
            Path target = file.getKey();
            byte[] bytes = file.getValue().getBytes(StandardCharsets.UTF_8);
            if (!Files.isRegularFile(target) || !Arrays.equals(Files.readAllBytes(target), bytes)) {
                Files.createDirectories(target.getParent());
                Files.write(target, bytes);
            }
        }
        if (Files.isDirectory(outDir)) {
            try (Stream<Path> existing = Files.walk(outDir)) {
                for (Path stale : existing.filter(Files::isRegularFile).filter(p -> !made.containsKey(p)).toList()) {
                    Files.delete(stale);
                }
            }
        }
        return made;
    }
}

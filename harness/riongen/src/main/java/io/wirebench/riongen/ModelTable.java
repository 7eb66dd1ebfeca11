package io.wirebench.riongen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the RION model table ({@code rion-models.txt} beside this class): one model a line,
 * {@code CONSTANT BeanClass fieldCount type} where type is one field type for every field or one
 * per field, comma-separated; {@code ##} starts a comment line.
 */
public final class ModelTable {
    public static final String RESOURCE = "rion-models.txt";

    private ModelTable() {
    }

    /** The table this module ships, which every generated file is made from. */
    public static List<RionModel> load() {
        try (InputStream in = ModelTable.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing beside " + ModelTable.class.getName());
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses a table; {@code source} names it in errors. */
    public static List<RionModel> parse(String text, String source) {
        List<RionModel> models = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("##")) {
                continue;
            }
            String where = source + ":" + (i + 1) + ": ";
            String[] cols = line.split("\\s+");
            if (cols.length != 4) {
                throw new IllegalArgumentException(where + "expected 'CONSTANT BeanClass fieldCount type', got '" + line + "'");
            }
            int count;
            try {
                count = Integer.parseInt(cols[2]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + "field count '" + cols[2] + "' is not a number");
            }
            if (count < 1) {
                throw new IllegalArgumentException(where + "field count must be at least 1, got " + count);
            }
            List<String> types = List.of(cols[3].split(","));
            if (types.size() == 1) {
                types = Collections.nCopies(count, types.get(0));
            } else if (types.size() != count) {
                throw new IllegalArgumentException(where + count + " fields but " + types.size() + " types: " + cols[3]);
            }
            RionModel model;
            try {
                model = new RionModel(cols[0], cols[1], types);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + e.getMessage(), e);
            }
            if (!seen.add(model.constant()) || !seen.add("class " + model.className())) {
                throw new IllegalArgumentException(where + "constant " + model.constant() + " or class " + model.className() + " is listed twice");
            }
            models.add(model);
        }
        if (models.isEmpty()) {
            throw new IllegalArgumentException(source + ": no models");
        }
        return List.copyOf(models);
    }
}

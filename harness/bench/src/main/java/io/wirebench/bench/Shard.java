package io.wirebench.bench;

/**
 * One of {@code count} parts of a plan ({@code SHARD=index/count}, index from 1), so that N
 * machines can share a full run. Which cases a shard gets is decided by {@link Plan#shard}.
 */
public record Shard(int index, int count) {
    public static final Shard WHOLE = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("a shard is i/N with 1 <= i <= N, got " + index + "/" + count);
        }
    }

    public static Shard parse(String s) {
        String[] parts = s.trim().split("/");
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        throw new IllegalArgumentException("SHARD takes i/N, e.g. 2/4 (the second of four shards), not '" + s + "'");
    }

    public boolean isWhole() {
        return count == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}

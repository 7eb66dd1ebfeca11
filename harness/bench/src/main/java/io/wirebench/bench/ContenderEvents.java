package io.wirebench.bench;

import java.util.Locale;

/**
 * What a contender's JVM tells the runner on its standard output, one line each; every other line
 * goes to the contender's log only. {@value #EVENT} lines report a finished case (for the progress
 * line and the watchdog), {@value #NOTE} lines are shown to the user as they come.
 */
final class ContenderEvents {
    /** {@code @@wirebench <case key> <ok|failed|skipped> <seconds>}. */
    static final String EVENT = "@@wirebench";
    /** {@code @@wirebench-note <text>}. */
    static final String NOTE = "@@wirebench-note";

    /** A finished case as the runner reads it. */
    record CaseDone(String key, String outcome, String seconds) {
    }

    private ContenderEvents() {
    }

    /** In the contender's JVM: a case finished. */
    static void caseDone(Case c, String outcome, double seconds) {
        System.out.printf(Locale.ROOT, "%s %s %s %.1f%n", EVENT, c.key(), outcome, seconds);
        System.out.flush();
    }

    /** In the contender's JVM: a line for the user's console. */
    static void note(String text) {
        System.out.println(NOTE + " " + text);
        System.out.flush();
    }

    /** In the runner: the case a line reports finished, or null when it is no such line. */
    static CaseDone parseCaseDone(String line) {
        if (!line.startsWith(EVENT + " ")) {
            return null;
        }
        String[] e = line.split(" ");
        return e.length >= 4 ? new CaseDone(e[1], e[2], e[3]) : null;
    }

    /** In the runner: the text of a note line, or null when it is none. */
    static String parseNote(String line) {
        return line.startsWith(NOTE + " ") ? line.substring(NOTE.length() + 1) : null;
    }
}

package io.wirebench.adapters.sbe;

import io.wirebench.adapters.sbe.generated.DbTableDecoder;
import io.wirebench.adapters.sbe.generated.DbTableEncoder;
import io.wirebench.adapters.sbe.generated.MediaContentDecoder;
import io.wirebench.adapters.sbe.generated.MediaContentEncoder;
import io.wirebench.adapters.sbe.generated.OrderDecoder;
import io.wirebench.adapters.sbe.generated.OrderEncoder;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;
import org.agrona.concurrent.UnsafeBuffer;
import uk.co.real_logic.sbe.SbeTool;

/**
 * Simple Binary Encoding: flyweights generated at build time from {@code wirebench-schema.xml},
 * encoding into and decoding from one reused Agrona buffer. Two rows: with SBE's standard message
 * header (what a stream of mixed messages needs) and without it (one known message type).
 */
final class SbeContender extends MappedContenderBase {

    private SbeContender(Descriptor descriptor, boolean header) {
        super(descriptor);
        table(rows(header));
    }

    static SbeContender withHeader() {
        return new SbeContender(base("sbe", "SBE (with message header)", Descriptor.Evolution.APPEND_ONLY)
                .notes(commonNotes() + " Each message starts with the 8-byte SBE message header, which the reader checks; "
                        + "fields added at the end of a block (sinceVersion) are skipped by older readers through the header's block length.")
                .build(), true);
    }

    static SbeContender withoutHeader() {
        return new SbeContender(base("sbe-noheader", "SBE (no message header)", Descriptor.Evolution.NONE)
                .notes(commonNotes() + " No message header: the reader must know the message type and schema version.")
                .build(), false);
    }

    private static Descriptor.Builder base(String id, String displayName, Descriptor.Evolution evolution) {
        return Descriptor.builder(id)
                .displayName(displayName)
                .family("sbe")
                .detectsTruncation(true) // every cut the conformance check tries throws
                .library(SbeTool.class, "uk.co.real-logic:sbe-tool")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.SCHEMA_CODEGEN, Descriptor.BufferStyle.HEAP, evolution)
                .generatedCode(GeneratedCode.Kind.SCHEMA_COMPILER,
                        "SbeTool (sbe-tool, run by exec-maven-plugin) from src/main/resources/sbe/wirebench-schema.xml")
                .reusesBuffer(true)
                .frameBytes(0); // the 8-byte message header names the message, it does not delimit it: not a frame
    }

    private static String commonNotes() {
        return "Flyweight codecs generated at build time; one ExpandableArrayBuffer reused for every message, read through an "
                + "UnsafeBuffer view of exactly the message; Agrona " + LibraryVersion.of(UnsafeBuffer.class, "org.agrona", "agrona")
                + " with its bounds checks on (the default). Strings are UTF-8 var data (the generated String accessors allocate); "
                + "nullable MediaContent strings carry a presence bit set.";
    }

    private static Mappings rows(boolean header) {
        Mappings.Builder b = Mappings.builder("no SBE message for this model")
                .refuse(Models.TREE, "SBE needs a schema with a fixed layout per message; a schema-less tree has none")
                .add(Models.ORDER, () -> new SbeCodec<>(new SbeModels.OrderSbe(), new OrderEncoder(), new OrderDecoder(), header))
                .add(Models.MEDIA_CONTENT, () -> new SbeCodec<>(new SbeModels.MediaSbe(), new MediaContentEncoder(),
                        new MediaContentDecoder(), header))
                .add(Models.DB_TABLE, () -> new SbeCodec<>(new SbeModels.DbSbe(), new DbTableEncoder(), new DbTableDecoder(), header));
        RionSbe.addTo(b, header);
        return b.build();
    }
}

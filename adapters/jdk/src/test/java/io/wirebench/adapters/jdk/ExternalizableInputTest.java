package io.wirebench.adapters.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.db.DbTable;
import java.io.IOException;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

class ExternalizableInputTest {

    @Test
    void refusesANegativeRowCount() throws IOException {
        Codec<DbTable> codec = ExternalizableContender.contender().newCodec(Models.DB_TABLE);
        codec.encode(new DbTable(new ArrayList<>()));
        byte[] bytes = codec.encoded();
        // An empty table's data is one int (0) in a block: ... 0x77 0x04 00 00 00 00 0x78.
        assertEquals(0x78, bytes[bytes.length - 1]);
        for (int i = bytes.length - 5; i < bytes.length - 1; i++) {
            bytes[i] = (byte) 0xff;
        }
        codec.load(bytes);

        IOException e = assertThrows(IOException.class, () -> codec.decode(null));
        assertEquals("negative row count -1", e.getMessage());
    }
}

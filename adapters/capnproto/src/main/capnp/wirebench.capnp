# The schema the struct classes of this module follow (OrderStruct, MediaStruct, … one a struct). It is
# documentation: the capnp compiler and its Java plugin are native executables that Maven Central does not
# publish, so the code they would generate is generated at build time from the table of the template
# src/main/rion/io/wirebench/adapters/capnproto/Structs.java.tmpl, against capnproto-java's runtime.
# The data and pointer offsets in the comments are the layout capnp assigns (fields in ordinal order,
# each into the first hole of its size); the Java classes use exactly those offsets.

@0xb7d1f2a3c4e5f601;

enum Side { buy @0; sell @1; }

struct Order {             # 3 data words, 1 pointer
  price @0 :Float64;       # data word 0
  flag @1 :Bool;           # bit 64 (word 1, bit 0)
  text @2 :Text;           # pointer 0
  side @3 :Side;           # 16-bit slot 5 (word 1, bytes 2-3)
  smallInt @4 :Int32;      # 32-bit slot 3 (word 1, bytes 4-7)
  longInt @5 :Int64;       # data word 2
}

enum Player { java @0; flash @1; }
enum Size { small @0; large @1; }

struct Media {             # 4 data words, 5 pointers
  uri @0 :Text;            # pointer 0
  title @1 :Text;          # pointer 1 (null pointer: no title)
  width @2 :Int32;         # 32-bit slot 0
  height @3 :Int32;        # 32-bit slot 1
  format @4 :Text;         # pointer 2
  duration @5 :Int64;      # 64-bit slot 1
  size @6 :Int64;          # 64-bit slot 2
  bitrate @7 :Int32;       # 32-bit slot 6 (word 3, bytes 0-3)
  hasBitrate @8 :Bool;     # bit 224 (word 3, bit 32)
  persons @9 :List(Text);  # pointer 3
  player @10 :Player;      # 16-bit slot 15 (word 3, bytes 6-7)
  copyright @11 :Text;     # pointer 4 (null pointer: no copyright)
}

struct Image {             # 2 data words, 2 pointers
  uri @0 :Text;            # pointer 0
  title @1 :Text;          # pointer 1 (null pointer: no title)
  width @2 :Int32;         # 32-bit slot 0
  height @3 :Int32;        # 32-bit slot 1
  size @4 :Size;           # 16-bit slot 4 (word 1, bytes 0-1)
}

struct MediaContent {      # 0 data words, 2 pointers
  media @0 :Media;         # pointer 0 (null pointer: no media)
  images @1 :List(Image);  # pointer 1
}

# The read-and-use test's message (and the RION arrays of one long).
struct Long1 {             # 1 data word, 0 pointers
  field0 @0 :Int64;        # data word 0
}

struct Long1Batch {        # 0 data words, 1 pointer
  items @0 :List(Long1);   # pointer 0 (a list of one-word structs: a tag word, then 8 bytes an item)
}

struct DbRow {             # 1 data word, 6 pointers
  id @0 :Int32;            # 32-bit slot 0
  firstName @1 :Text;      # pointer 0
  lastName @2 :Text;       # pointer 1
  street @3 :Text;         # pointer 2
  city @4 :Text;           # pointer 3
  state @5 :Text;          # pointer 4
  zip @6 :Text;            # pointer 5
}

struct DbTable {           # 0 data words, 1 pointer
  rows @0 :List(DbRow);    # pointer 0
}

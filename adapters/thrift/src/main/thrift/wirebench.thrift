// The schema the hand-written structs of this module follow, field for field (OrderStruct,
// MediaStruct, DbStruct). It is documentation: the Thrift compiler is a native executable that Maven Central
// does not publish, so the code it would generate is written by hand against libthrift's TProtocol.

namespace java io.wirebench.adapters.thrift

enum Side {
  Buy = 1,
  Sell = 2
}

struct Order {
  1: required double price,
  2: required bool flag,
  3: required string text,
  4: required Side side,
  5: required i32 smallInt,
  6: required i64 longInt
}

enum Player {
  JAVA = 0,
  FLASH = 1
}

enum Size {
  SMALL = 0,
  LARGE = 1
}

struct Media {
  1: required string uri,
  2: optional string title,
  3: required i32 width,
  4: required i32 height,
  5: required string format,
  6: required i64 duration,
  7: required i64 size,
  8: required i32 bitrate,
  9: required bool hasBitrate,
  10: required list<string> persons,
  11: required Player player,
  12: optional string copyright
}

struct Image {
  1: required string uri,
  2: optional string title,
  3: required i32 width,
  4: required i32 height,
  5: required Size size
}

struct MediaContent {
  1: optional Media media,
  2: required list<Image> images
}

struct DbRow {
  1: required i32 id,
  2: required string firstName,
  3: required string lastName,
  4: required string street,
  5: required string city,
  6: required string state,
  7: required string zip
}

struct DbTable {
  1: required list<DbRow> rows
}

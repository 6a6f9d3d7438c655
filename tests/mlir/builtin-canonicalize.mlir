// RUN: mlir-opt %s -canonicalize -split-input-file

func.func @roundtrip(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

func.func @identity(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  return %0 : i32
}

// -----

func.func @partial(%a: i32, %b: i32) -> (i32, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  return %1, %0#1 : i32, i64
}

// -----

func.func @swapped(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

func.func @to_other(%a: i32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  %2 = builtin.unrealized_conversion_cast : to f32
  return %1 : f32
}

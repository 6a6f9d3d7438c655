// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize=region-simplify=aggressive

// Identical blocks behind an unknown terminator merge when no operand
// differs.
func.func @same_blocks(%a: i32) -> i32 {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb2:
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}


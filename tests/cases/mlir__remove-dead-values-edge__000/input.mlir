// RUN: mlir-opt -allow-unregistered-dialect -split-input-file -remove-dead-values %s

// remove-dead-values on edge cases: endless loops, unregistered terminators,
// values from above, recursion through region ops, uncalled functions.

// function whose blocks loop forever, private, with a caller
func.func private @loop(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %b : i32
  cf.br ^bb1(%y : i32)
}
func.func @call_loop(%v: i32) -> i32 {
  %r = func.call @loop(%v, %v) : (i32, i32) -> i32
  return %r : i32
}


// RUN: mlir-opt -split-input-file --pass-pipeline='builtin.module(func.func(remove-dead-values))' %s

// remove-dead-values on each function: callees outside the function are
// external, and so is the function itself when it calls itself.

func.func @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %r = call @callee(%y) : (i32) -> i32
  return %r : i32
}
func.func @caller2(%x: i32, %m: memref<i32>) {
  %y = arith.muli %x, %x : i32
  %r = call @callee(%y) : (i32) -> i32
  memref.store %r, %m[] : memref<i32>
  return
}


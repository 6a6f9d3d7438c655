// RUN: mlir-opt -allow-unregistered-dialect -split-input-file -remove-dead-values %s

// remove-dead-values next to unregistered ops: their operands are live, their regions executable, and an op that may be a symbol table hides symbol uses.

// unregistered op with region and block args
func.func @unreg_region(%v: i32) -> i32 {
  %d = arith.addi %v, %v : i32
  %r = "foo.op"(%v) ({
  ^bb0(%a: i32):
    %x = arith.muli %a, %a : i32
    %y = arith.addi %a, %a : i32
    "foo.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}


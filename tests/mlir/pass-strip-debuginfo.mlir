// RUN: mlir-opt %s -strip-debuginfo -mlir-print-debuginfo

#loc = loc("file.mlir":7:3)
module {
  func.func @f(%a: i32 loc("arg":1:2), %b: i32 loc(#loc)) -> i32 {
    %0 = arith.addi %a, %b : i32 loc(fused["x", "y"])
    cf.br ^bb1(%0 : i32) loc(callsite("f" at "g":1:1))
  ^bb1(%1: i32 loc("blockarg":3:4)):
    return %1 : i32 loc(#loc)
  } loc("func":1:1)
} loc("mod":0:0)

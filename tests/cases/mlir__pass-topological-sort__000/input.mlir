// RUN: mlir-opt -allow-unregistered-dialect %s -topological-sort -split-input-file

// Ops of graph regions move after what they use; cycles keep their order;
// regions of SSACFG kind and of unregistered ops are left alone.
module {
  %0 = "t.c"(%1) : (i32) -> i32
  %1 = "t.a"() : () -> i32
  "t.b"(%2, %0) : (i32, i32) -> ()
  %2 = "t.d"(%0) : (i32) -> i32
  %3 = "t.e"(%4) : (i32) -> i32
  %4 = "t.f"(%3) : (i32) -> i32
  "t.g"() ({
    %5 = "t.h"(%6) : (i32) -> i32
    %6 = "t.i"() : () -> i32
    "t.end"() : () -> ()
  }) : () -> ()
}


// RUN: mlir-opt -allow-unregistered-dialect %s -inline -split-input-file

// Inlining with the default pipeline (canonicalize) and erasure of dead
// private callees.
func.func @func_with_multi_return(%a : i1) -> (i32) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %const_0 = arith.constant 0 : i32
  return %const_0 : i32
^bb2:
  %const_55 = arith.constant 55 : i32
  return %const_55 : i32
}
func.func @inline_with_multi_return() -> i32 {
  %false = arith.constant false
  %x = call @func_with_multi_return(%false) : (i1) -> i32
  return %x : i32
}
func.func @func_with_locations(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc("mysource.cc":10:8)
  return %b : i32 loc("mysource.cc":11:2)
}
func.func @inline_with_locations(%arg0 : i32) -> i32 {
  %0 = call @func_with_locations(%arg0) : (i32) -> i32 loc("mysource.cc":55:14)
  return %0 : i32
}
func.func @func_with_callsite_loc(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc(callsite("a.cc":1:1 at "b.cc":2:2))
  return %b : i32 loc(unknown)
}
func.func @inline_callsite(%arg0 : i32) -> i32 {
  %0 = call @func_with_callsite_loc(%arg0) : (i32) -> i32 loc("c.cc":3:3)
  %1 = call @func_with_callsite_loc(%0) : (i32) -> i32 loc(unknown)
  return %1 : i32
}
func.func @multi_into_scf(%c: i1, %a : i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %x = func.call @func_with_multi_return(%a) : (i1) -> i32
    scf.yield %x : i32
  } else {
    %y = arith.constant 1 : i32
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @indirect() -> i32 {
  %f = constant @func_with_multi_return : (i1) -> i32
  %t = arith.constant true
  %0 = call_indirect %f(%t) : (i1) -> i32
  return %0 : i32
}


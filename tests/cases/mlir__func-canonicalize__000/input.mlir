// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func private @callee(i32) -> i32

func.func @indirect_to_direct(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}


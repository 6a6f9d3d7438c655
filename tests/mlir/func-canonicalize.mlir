// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func private @callee(i32) -> i32

func.func @indirect_to_direct(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @callee(i32) -> i32

func.func @indirect_with_attrs(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %f = func.constant @callee : (i32) -> i32 loc("fn")
  %0 = func.call_indirect %f(%a) {arg_attrs = [{test.attr}]} : (i32) -> i32 loc("call")
  return %0 : i32
}

// -----

func.func private @callee()

func.func @constants_uniqued() {
  %f = func.constant @callee : () -> ()
  %g = func.constant @callee : () -> ()
  "test.use"(%f, %g) : (() -> (), () -> ()) -> ()
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @indirect_unknown(%f: (i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @callee(i32) -> i32

func.func @dead_constant(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  return %a : i32
}

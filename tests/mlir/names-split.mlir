// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
// Functions are numbered apart from each other (on several threads for a
// large module): they must continue from the counters the module region
// left, and see the names visible from it.

// Numbered values before the functions: they continue from %2.
%0 = "test.a"() : () -> i32
%1:2 = "test.a"() : () -> (i32, i32)
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  %t = "test.b"() ({
    %3 = arith.constant 1 : i32
    %4 = arith.constant 1 : i32
    "test.c"(%3, %4) : (i32, i32) -> ()
  }) : () -> i32
  return %s : i32
}
%5 = "test.a"() : () -> i32
func.func @g() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  %x = "test.d"() : () -> i32
  "test.iso"() ({
    %c3 = arith.constant 1 : i32
    %y = "test.d"() : () -> i32
    "test.e"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A name visible from the module region: functions see it.
%c = arith.constant 1 : i32
func.func @f() {
  %c1 = arith.constant 1 : i32
  %0 = "test.d"() : () -> i32
  return
}
func.func @g() {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1
^bb1:
  return
}

// -----

// Nested modules: functions inside a nested module are numbered with it.
module {
  func.func @f() {
    %c1 = arith.constant 1 : i32
    return
  }
}
func.func @g() -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = "test.d"() : () -> i32
  return %c1 : i32
}

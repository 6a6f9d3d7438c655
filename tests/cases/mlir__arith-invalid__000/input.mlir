// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @f(%a: f32, %i: i32, %m: memref<4xf32>, %t: tuple<i32>, %x: index) {
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}
// expected-error@-3 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}

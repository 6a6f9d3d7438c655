// RUN: mlir-opt %s -split-input-file
// llvm.switch, llvm.inline_asm, llvm.call_intrinsic, operand bundles on
// calls and invokes, llvm.dso_local_equivalent, global ctors/dtors and the
// intrinsics with their own syntax.

llvm.func @switches(%x: i32, %y: i8, %b: i1, %f: f32) {
  llvm.switch %x : i32, ^bb1 [
    0: ^bb2(%f : f32),
    -7: ^bb3,
    2147483647: ^bb2(%f : f32)
  ]
^bb1:
  llvm.switch %y : i8, ^bb3 [
    255: ^bb3,
    -128: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb2(%a: f32):
  llvm.switch %b : i1, ^bb2(%a : f32) [
  ]
^bb3:
  llvm.switch %b : i1, ^bb3 [ 1: ^bb1 ]
}


// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// Found by comparing with mlir-opt on edits of upstream's tests: atomic
// access checks, global element types, target type parameters, operand
// resolution order and error positions.
llvm.func @atomics(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> i128
  llvm.store %0, %p atomic release {alignment = 16 : i64} : i128, !llvm.ptr
  %1 = llvm.load %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  llvm.return
}
llvm.mlir.global external @v() : vector<2xf32>
llvm.mlir.global external @s() : !llvm.target<"spirv.Image", i32, 4294967295, 7>
"foo.use"() {t = !llvm.target<"t", i32, -1, 42>} : () -> ()


// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%t: !llvm.ptr<6>, %o: i64) {
  // expected-error@+1 {{shape 16x32bx2 requires offset argument}}
  %0 = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>}> : (!llvm.ptr<6>) -> i32
  llvm.return
}

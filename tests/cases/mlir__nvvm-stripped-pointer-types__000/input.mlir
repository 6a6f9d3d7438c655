// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, <3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

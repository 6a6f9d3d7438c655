// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f() {
  %1 = nvvm.read.ptx.sreg.tid.x range <i64, 0, 128> : i32
  llvm.return
}

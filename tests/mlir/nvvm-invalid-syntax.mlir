// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @a [#nvvm.target<chip = "sm_90", chip = "sm_80">] {
}
// -----
// expected-error@+1 {{duplicate or unknown struct parameter name: bogus}}
gpu.module @a [#nvvm.target<bogus = 1>] {
}
// -----
llvm.func @f() {
  // expected-error@+1 {{custom op 'nvvm.read.ptx.sreg.tid.x' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = nvvm.read.ptx.sreg.tid.x range <f32, 0, 1> : i32
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  // expected-error@+1 {{expected ','}}
  %0 = nvvm.mma.sync A[%a] B[] C[%a] {shape = #nvvm.shape<m = 16, n = 8>} : (i32, i32, i32) -> !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%a] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32) -> !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%a : vector<4xi32>, %b : i32) {
  // expected-error@+1 {{custom op 'rocdl.raw.buffer.load' expected 4 operands}}
  %0 = rocdl.raw.buffer.load %a, %b, %b : f32
  llvm.return
}
// -----
llvm.func @f() {
  %0 = "nvvm.shfl.sync"() : () -> i32
  // expected-error@+1 {{invalid properties {range = 5 : i32} for op nvvm.read.ptx.sreg.tid.x: Invalid attribute `range` in property conversion: 5 : i32}}
  %1 = "nvvm.read.ptx.sreg.tid.x"() <{range = 5 : i32}> : () -> i32
  nvvm.cp.async.shared.global
  llvm.return
}

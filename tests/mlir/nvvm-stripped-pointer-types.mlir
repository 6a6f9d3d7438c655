// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, <3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{use of value '%p3' expects different type than prior uses: '!llvm.ptr' vs '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{use of value '%p3' expects different type than prior uses: '!llvm.ptr<4>' vs '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, !llvm.ptr<4>
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  // expected-error@+2 {{custom op 'nvvm.cp.async.bulk.tensor.global.shared.cta' expected integer value}}
  // expected-error@+1 {{custom op 'nvvm.cp.async.bulk.tensor.global.shared.cta' failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, <x>
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{use of value '%p3' expects different type than prior uses: '!llvm.ptr' vs '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, 3
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{use of value '%p3' expects different type than prior uses: '!llvm.ptr' vs '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, <0>
  llvm.return
}

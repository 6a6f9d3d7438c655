
llvm.func @f(%p0: !llvm.ptr, %p3: !llvm.ptr<3>, %c: i32) {
  // expected-error@+2 {{custom op 'nvvm.cp.async.bulk.tensor.global.shared.cta' expected integer value}}
  // expected-error@+1 {{custom op 'nvvm.cp.async.bulk.tensor.global.shared.cta' failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p0, %p3, box[%c] : !llvm.ptr, <x>
  llvm.return
}

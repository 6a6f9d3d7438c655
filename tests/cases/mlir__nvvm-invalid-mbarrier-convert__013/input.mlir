
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mode 'default' requires 'hi' operand.}}
  %0 = "nvvm.prmt"(%i32, %i32) <{mode = #nvvm.permute_mode<default>}> {operandSegmentSizes = array<i32: 1, 0, 1>} : (i32, i32) -> i32
  llvm.return
}

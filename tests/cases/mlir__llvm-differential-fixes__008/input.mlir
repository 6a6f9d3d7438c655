
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @below {{integer value too large}}
  %0 = llvm.getelementptr %p[%i, 2147483648] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i64, i64)>
  llvm.return
}



llvm.func @f(%a: i32) {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  // expected-note @-2 {{prior use here}}
  // expected-error @below {{use of value '%a' expects different type than prior uses: '!llvm.struct<(i32, i32)>' vs 'i32'}}
  %1 = llvm.insertvalue %0, %a[0] : !llvm.struct<(i32, i32)>
  llvm.return
}


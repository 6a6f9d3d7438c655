
llvm.func @f(%a : i32) {
  // expected-error@+1 {{expected ','}}
  %0 = nvvm.mma.sync A[%a] B[] C[%a] {shape = #nvvm.shape<m = 16, n = 8>} : (i32, i32, i32) -> !llvm.struct<(i32)>
  llvm.return
}


llvm.func @f(%a0: i32, %c0: i32, %meta: i32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sp.sync' expected 'selector'}}
  %d = nvvm.mma.sp.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0] sparseMetadata[%meta] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

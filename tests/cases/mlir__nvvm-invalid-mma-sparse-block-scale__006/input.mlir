
llvm.func @f(%a0: f16, %c0: f32, %meta: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xvector<2xf16> but got f16, f16}}
  %d = nvvm.mma.sp.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0] sparseMetadata[%meta] selector[%meta] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (f16, f16, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}


llvm.func @f(%a : i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%a] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32) -> !llvm.struct<(i32)>
  llvm.return
}

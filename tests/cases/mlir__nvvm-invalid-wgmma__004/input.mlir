
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(i32, i32, i32, i32)>) {
  // expected-error @below {{has s32 output, scaleA and scaleB cannot be neg}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <neg>, <row>], B[<s8>, <neg>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

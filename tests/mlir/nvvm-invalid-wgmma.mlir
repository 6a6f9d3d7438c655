// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @ok(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{results 8, however output struct has 4 elements}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{shape 'k' must be 16 for input type f16}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{given layouts layout_a = col and layout_b = col for input types e4m3 and e5m2 requires transpose. However, this is only supported for: f16 and bf16}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<e4m3>, <neg>, <col>], B[<e5m2>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(i32, i32, i32, i32)>) {
  // expected-error @below {{has s32 output, scaleA and scaleB cannot be neg}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <neg>, <row>], B[<s8>, <neg>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{`satfinite` can be only used with s32 accumulator, however the current accumulator is f32}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>, <satfinite>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{given layouts layout_a = row and layout_b = row for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{has input type tf32 n is set to 12, it is not supported.}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 12, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, i32)>) {
  // expected-error @below {{all elements in struct must be same type but there is 'i32'}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, i32)> -> !llvm.struct<(f32, f32, f32, i32)>
  llvm.return
}

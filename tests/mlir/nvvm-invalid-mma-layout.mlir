// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%a: vector<2xf16>, %c: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{'nvvm.mma.sync' op requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <16, 8, 16> with element types f16 and f16. Only m8n8k4 with f16 supports other layouts.}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}
// -----
llvm.func @f(%a: i32, %c: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{invalid shape or multiplicand type: e4m3}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}
// -----
llvm.func @f(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error@+1 {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %d, %s, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

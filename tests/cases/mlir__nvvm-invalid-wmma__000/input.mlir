// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}


llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 8 data operands}}
  nvvm.wmma.store %p, %i, %h, %h, %h, %h {eltype = #nvvm.mma_type<f32>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}


llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %h, %h {eltypeA = #nvvm.mma_type<bf16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

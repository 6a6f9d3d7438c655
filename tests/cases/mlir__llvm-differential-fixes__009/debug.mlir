"builtin.module"() ({
  "foo.op"() {a = !llvm.struct<(i32, f32, !llvm.struct<(complex<f32>)>)>, b = !llvm.ptr<4294967295>, c = !llvm.array<18446744073709551615 x i8>, d = !llvm.array<2 x struct<(i32)>>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)


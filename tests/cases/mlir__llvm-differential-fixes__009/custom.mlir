module {
  "foo.op"() {a = !llvm.struct<(i32, f32, !llvm.struct<(complex<f32>)>)>, b = !llvm.ptr<4294967295>, c = !llvm.array<18446744073709551615 x i8>, d = !llvm.array<2 x struct<(i32)>>} : () -> ()
}



// Nested LLVM types print by keyword only when LLVM-compatible; unsigned
// parameters wrap as parseInteger<unsigned> reads them.
!baz = complex<f32>
"foo.op"() {a = !llvm.struct<(i32, f32, !llvm.struct<(!baz)>)>, b = !llvm.ptr<-1>, c = !llvm.array<-1 x i8>, d = !llvm.array<2 x struct<(i32)>>} : () -> ()


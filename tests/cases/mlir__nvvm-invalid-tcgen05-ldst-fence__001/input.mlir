
llvm.func @f(%t: !llvm.ptr<6>, %o: i64) {
  // expected-error@+1 {{invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %0 = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>}> : (!llvm.ptr<6>) -> i32
  llvm.return
}

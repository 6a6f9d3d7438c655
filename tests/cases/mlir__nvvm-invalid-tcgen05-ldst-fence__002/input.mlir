
llvm.func @f(%t: !llvm.ptr<6>, %o: i64) {
  // expected-error@+1 {{invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op}}
  %0 = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>}> : (!llvm.ptr<6>) -> vector<2xi32>
  llvm.return
}

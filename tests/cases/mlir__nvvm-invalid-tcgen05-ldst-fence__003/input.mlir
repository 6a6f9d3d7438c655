
llvm.func @f(%t: !llvm.ptr<6>, %o: i64, %v: vector<2xi32>) {
  // expected-error@+1 {{invalid input length 2 for shape shape_16x256b in tcgen05.st Op}}
  "nvvm.tcgen05.st"(%t, %v) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>}> : (!llvm.ptr<6>, vector<2xi32>) -> ()
  llvm.return
}

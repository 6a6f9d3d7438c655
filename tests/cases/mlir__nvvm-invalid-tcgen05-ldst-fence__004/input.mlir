
llvm.func @f(%t: !llvm.ptr<6>, %o: i64, %v: i32) {
  // expected-error@+1 {{shape 16x32bx2 requires offset argument}}
  "nvvm.tcgen05.st"(%t, %v) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>}> : (!llvm.ptr<6>, i32) -> ()
  llvm.return
}

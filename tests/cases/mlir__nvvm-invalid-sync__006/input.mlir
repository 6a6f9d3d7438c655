
llvm.func @f(%t : !llvm.ptr<6>, %s : i64) {
  // expected-error @below {{Shape 32x128b requires multicast warpx4 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
  llvm.return
}

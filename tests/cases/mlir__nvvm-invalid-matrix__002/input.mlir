
llvm.func @f(%p : !llvm.ptr<3>, %a : i32) {
  // expected-error @below {{expected shape to be 8x8 or 16x8}}
  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

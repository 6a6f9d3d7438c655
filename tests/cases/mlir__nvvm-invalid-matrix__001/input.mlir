
llvm.func @f(%p : !llvm.ptr<3>, %a : i32) {
  // expected-error @below {{expected layout to be col for 16x8 matrix}}
  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

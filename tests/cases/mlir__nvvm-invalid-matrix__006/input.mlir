
llvm.func @f(%p : !llvm.ptr<3>) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}


llvm.func @f(%p : !llvm.ptr<3>) {
  // expected-error @below {{expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

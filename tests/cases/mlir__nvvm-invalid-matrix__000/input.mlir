// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p : !llvm.ptr<3>, %a : i32) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4}}
  nvvm.stmatrix %p, %a, %a, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

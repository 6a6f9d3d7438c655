// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p : !llvm.ptr<3>, %a : i32) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4}}
  nvvm.stmatrix %p, %a, %a, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}
// -----
llvm.func @f(%p : !llvm.ptr<3>, %a : i32) {
  // expected-error @below {{expected layout to be col for 16x8 matrix}}
  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}
// -----
llvm.func @f(%p : !llvm.ptr<3>, %a : i32) {
  // expected-error @below {{expected shape to be 8x8 or 16x8}}
  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{either `id` or `mask` must be set}}
  nvvm.pmevent
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{`id` and `mask` cannot be set at the same time}}
  nvvm.pmevent id = 5 mask = 3
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{`id` must be between 0 and 15}}
  nvvm.pmevent id = 17
  llvm.return
}
// -----
llvm.func @f(%p : !llvm.ptr<3>) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}
// -----
llvm.func @f(%p : !llvm.ptr<3>) {
  // expected-error @below {{expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

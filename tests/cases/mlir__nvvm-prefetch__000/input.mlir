// RUN: mlir-opt %s
llvm.func @prefetch(%gen_ptr: !llvm.ptr, %local_ptr: !llvm.ptr<5>, %global_ptr: !llvm.ptr<1>, %const_ptr: !llvm.ptr<4>, %b: i1) {
  nvvm.prefetch level = L1, %gen_ptr : !llvm.ptr<0>
  nvvm.prefetch level = L2, evict_priority = evict_last, %global_ptr : !llvm.ptr<1>
  nvvm.prefetch level = L1 uniform, %gen_ptr : !llvm.ptr
  nvvm.prefetch tensormap in_param_space, %gen_ptr : !llvm.ptr
  nvvm.prefetch tensormap, %const_ptr, predicate = %b : !llvm.ptr<4>, i1
  nvvm.prefetch level = L1, %gen_ptr {foo} : !llvm.ptr<0>
  llvm.return
}

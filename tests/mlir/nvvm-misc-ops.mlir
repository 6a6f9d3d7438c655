// RUN: mlir-opt %s
llvm.func @a(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %sz: i32, %r1: i32, %r2: i32) {
  nvvm.cp.async.shared.global %arg0, %arg1, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 16, cache =  cg, %sz : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.setmaxregister increase 256
  nvvm.setmaxregister decrease 24
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 3 {read}
  %l2 = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l3 = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  nvvm.stmatrix %arg0, %r1, %r2 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32
  nvvm.fence.proxy.release #nvvm.mem_scope<cluster>
  nvvm.exit
  nvvm.breakpoint
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 20
  nvvm.griddepcontrol wait
  nvvm.griddepcontrol launch_dependents
  %m = nvvm.mapa %arg0, %r1: !llvm.ptr<3> -> !llvm.ptr<7>
  %0 = nvvm.redux.sync umax %r1, %r2: i32 -> i32
  llvm.return
}
llvm.func @b(%addr : !llvm.ptr) {
  %c128 = llvm.mlir.constant(128) : i32
  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %addr, %c128
  llvm.return
}
llvm.func @kernel_func(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}, %arg1: f32) attributes {nvvm.kernel, nvvm.blocksareclusters, nvvm.reqntid = array<i32: 1, 23, 32>, nvvm.cluster_dim = array<i32: 3, 5, 7>, nvvm.cluster_max_blocks = 8, nvvm.minctasm = 16, nvvm.maxnreg = 32} {
  llvm.return
}
llvm.func @a2(%value: f32, %offset: i32, %mask: i32, %val64: i64, %addr_gen: !llvm.ptr, %addr_shared: !llvm.ptr<3>, %size: i64, %a4: vector<4xi8>, %c: i32, %a2: vector<2xi16>) {
  %1 = nvvm.redux.sync fmin %value, %offset {abs = true, nan = true}: f32 -> f32
  %2 = nvvm.match.sync all %mask, %val64 : i64 -> !llvm.struct<(i32, i1)>
  nvvm.st.bulk %addr_shared, size = %size, init = 0: !llvm.ptr<3>
  nvvm.st.bulk %addr_gen, size = %size : !llvm.ptr
  %3 = nvvm.dot.accumulate.4way %a4 <signed>, %a4 <unsigned>, %c: vector<4xi8>, vector<4xi8>
  %4 = nvvm.dot.accumulate.2way %a2 <unsigned>, %a4 <signed>, %c {b_hi = true}: vector<2xi16>, vector<4xi8>
  nvvm.pmevent mask = 15000
  nvvm.pmevent id = 3
  nvvm.nanosleep %c
  llvm.return
}

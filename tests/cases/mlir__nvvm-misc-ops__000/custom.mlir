module {
  llvm.func @a(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %arg2: i32, %arg3: i32, %arg4: i32) {
    nvvm.cp.async.shared.global %arg0, %arg1, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.shared.global %arg0, %arg1, 16, cache =  cg, %arg2 : !llvm.ptr<3>, !llvm.ptr<1>, i32
    nvvm.cp.async.commit.group
    nvvm.cp.async.wait.group 0
    nvvm.setmaxregister  increase 256
    nvvm.setmaxregister  decrease 24
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 3 {read}
    %0 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    %1 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    nvvm.stmatrix %arg0, %arg3, %arg4 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>} : !llvm.ptr<3>, i32, i32
    nvvm.fence.proxy.release <cluster>
    nvvm.exit
    nvvm.breakpoint
    nvvm.wgmma.fence.aligned
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 20
    nvvm.griddepcontrol  wait
    nvvm.griddepcontrol  launch_dependents
    %2 = nvvm.mapa %arg0, %arg3 : !llvm.ptr<3> -> !llvm.ptr<7>
    %3 = nvvm.redux.sync  umax %arg3, %arg4 : i32 -> i32
    llvm.return
  }
  llvm.func @b(%arg0: !llvm.ptr) {
    %0 = llvm.mlir.constant(128 : i64) : i32
    nvvm.fence.proxy.acquire <gpu> %arg0, %0
    llvm.return
  }
  llvm.func @kernel_func(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}, %arg1: f32) attributes {nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 3, 5, 7>, nvvm.cluster_max_blocks = 8 : i64, nvvm.kernel, nvvm.maxnreg = 32 : i64, nvvm.minctasm = 16 : i64, nvvm.reqntid = array<i32: 1, 23, 32>} {
    llvm.return
  }
  llvm.func @a2(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr, %arg5: !llvm.ptr<3>, %arg6: i64, %arg7: vector<4xi8>, %arg8: i32, %arg9: vector<2xi16>) {
    %0 = nvvm.redux.sync  fmin %arg0, %arg1 {abs = true, nan = true} : f32 -> f32
    %1 = nvvm.match.sync  all %arg2, %arg3 : i64 -> !llvm.struct<(i32, i1)>
    nvvm.st.bulk %arg5, size = %arg6 : !llvm.ptr<3>
    nvvm.st.bulk %arg4, size = %arg6 : !llvm.ptr
    %2 = nvvm.dot.accumulate.4way %arg7 <signed>, %arg7 <unsigned>, %arg8 : vector<4xi8>, vector<4xi8>
    %3 = nvvm.dot.accumulate.2way %arg9 <unsigned>, %arg7 <signed>, %arg8 {b_hi = true} : vector<2xi16>, vector<4xi8>
    nvvm.pmevent mask = 15000
    nvvm.pmevent id = 3
    nvvm.nanosleep %arg8
    llvm.return
  }
}


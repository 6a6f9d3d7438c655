module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.func @matmul_kernel(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i32, %arg3: !llvm.ptr<3>) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128>} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.ntid.x : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x : i32
      %3 = nvvm.read.ptx.sreg.nctaid.y : i32
      %4 = nvvm.read.ptx.sreg.laneid : i32
      %5 = nvvm.read.ptx.sreg.warpsize : i32
      %6 = nvvm.read.ptx.sreg.clock64 : i64
      %7 = llvm.mlir.constant(-1 : i32) : i32
      %8 = llvm.mlir.constant(31 : i32) : i32
      %9 = llvm.mlir.constant(1 : i32) : i32
      %10 = llvm.bitcast %0 : i32 to f32
      %11 = nvvm.shfl.sync  bfly %7, %10, %9, %8 : f32 -> f32
      %12 = nvvm.shfl.sync  idx %7, %0, %9, %8 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %13 = llvm.icmp "eq" %4, %9 : i32
      %14 = nvvm.vote.sync  ballot %7, %13 -> i32
      %15 = nvvm.vote.sync  any %7, %13 -> i1
      %16 = nvvm.redux.sync  add %0, %7 : i32 -> i32
      %17 = nvvm.redux.sync  fmax %10, %7 {NaN = true, abs = true} : f32 -> f32
      nvvm.barrier0
      nvvm.barrier id = %9 number_of_threads = %1
      nvvm.bar.warp.sync %7 : i32
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.memory.barrier <gpu>
      nvvm.cp.async.shared.global %arg3, %arg0, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      %18 = nvvm.ldmatrix %arg3 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      nvvm.wgmma.fence.aligned
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      %19 = nvvm.rcp.approx.ftz.f %10 : f32
      llvm.return
    }
    llvm.func @mma(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
      %0 = nvvm.mma.sync A[%arg0, %arg1]  B[%arg2]  C[%arg3, %arg4, %arg5, %arg6]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
    }
  }
}


// A Triton-style kernel at its last stage: LLVM dialect with nvvm ops.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.func @matmul_kernel(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i32, %smem: !llvm.ptr<3>) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128>} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %ntid = nvvm.read.ptx.sreg.ntid.x : i32
      %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
      %nctaid = nvvm.read.ptx.sreg.nctaid.y : i32
      %lane = nvvm.read.ptx.sreg.laneid : i32
      %warp = nvvm.read.ptx.sreg.warpsize : i32
      %clock = nvvm.read.ptx.sreg.clock64 : i64
      %mask = llvm.mlir.constant(-1 : i32) : i32
      %c31 = llvm.mlir.constant(31 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %f = llvm.bitcast %tid : i32 to f32
      %s0 = nvvm.shfl.sync bfly %mask, %f, %c1, %c31 : f32 -> f32
      %s1 = nvvm.shfl.sync idx %mask, %tid, %c1, %c31 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %p = llvm.icmp "eq" %lane, %c1 : i32
      %b = nvvm.vote.sync ballot %mask, %p -> i32
      %any = nvvm.vote.sync any %mask, %p -> i1
      %r = nvvm.redux.sync add %tid, %mask : i32 -> i32
      %rf = nvvm.redux.sync fmax %f, %mask {abs = true, NaN = true} : f32 -> f32
      nvvm.barrier0
      nvvm.barrier id = %c1 number_of_threads = %ntid
      nvvm.bar.warp.sync %mask : i32
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.memory.barrier #nvvm.mem_scope<gpu>
      nvvm.cp.async.shared.global %smem, %arg0, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      %m = nvvm.ldmatrix %smem {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      nvvm.wgmma.fence.aligned
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      %rcp = nvvm.rcp.approx.ftz.f %f : f32
      llvm.return
    }
    llvm.func @mma(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
      %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
    }
  }
}

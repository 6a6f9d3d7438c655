"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels", targets = [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<1>, ptr<1>, i32, ptr<3>)>, linkage = #llvm.linkage<external>, sym_name = "matmul_kernel", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: i32, %arg10: !llvm.ptr<3>):
      %1 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %2 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
      %3 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %4 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
      %5 = "nvvm.read.ptx.sreg.laneid"() : () -> i32
      %6 = "nvvm.read.ptx.sreg.warpsize"() : () -> i32
      %7 = "nvvm.read.ptx.sreg.clock64"() : () -> i64
      %8 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %9 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
      %10 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %11 = "llvm.bitcast"(%1) : (i32) -> f32
      %12 = "nvvm.shfl.sync"(%8, %11, %10, %9) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %13 = "nvvm.shfl.sync"(%8, %1, %10, %9) <{kind = #nvvm<shfl_kind idx>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %14 = "llvm.icmp"(%5, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %15 = "nvvm.vote.sync"(%8, %14) <{kind = #nvvm<vote_sync_kind ballot>}> : (i32, i1) -> i32
      %16 = "nvvm.vote.sync"(%8, %14) <{kind = #nvvm<vote_sync_kind any>}> : (i32, i1) -> i1
      %17 = "nvvm.redux.sync"(%1, %8) <{abs = false, kind = #nvvm<redux_kind add>, nan = false}> : (i32, i32) -> i32
      %18 = "nvvm.redux.sync"(%11, %8) <{abs = true, kind = #nvvm<redux_kind fmax>, nan = false}> {NaN = true} : (f32, i32) -> f32
      "nvvm.barrier0"() : () -> ()
      "nvvm.barrier"(%10, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      "nvvm.bar.warp.sync"(%8) : (i32) -> ()
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.memory.barrier"() <{scope = #nvvm.mem_scope<gpu>}> : () -> ()
      "nvvm.cp.async.shared.global"(%arg10, %arg7) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
      "nvvm.cp.async.commit.group"() : () -> ()
      "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
      %19 = "nvvm.ldmatrix"(%arg10) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      "nvvm.wgmma.fence.aligned"() : () -> ()
      "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}> : () -> ()
      %20 = "nvvm.rcp.approx.ftz.f"(%11) : (f32) -> f32
      "llvm.return"() : () -> ()
    }) {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128>} : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(f32, f32, f32, f32)> (vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "mma", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32):
      %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32)>) -> ()
    }) : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()


"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, ptr<1>, i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "a", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg13: !llvm.ptr<3>, %arg14: !llvm.ptr<1>, %arg15: i32, %arg16: i32, %arg17: i32):
    "nvvm.cp.async.shared.global"(%arg13, %arg14) <{modifier = #nvvm<load_cache_modifier ca>, size = 4 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    "nvvm.cp.async.shared.global"(%arg13, %arg14, %arg15) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    "nvvm.cp.async.commit.group"() : () -> ()
    "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
    "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 256 : i32}> : () -> ()
    "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 24 : i32}> : () -> ()
    "nvvm.cp.async.bulk.commit.group"() : () -> ()
    "nvvm.cp.async.bulk.wait_group"() <{group = 3 : i32, read}> : () -> ()
    %5 = "nvvm.ldmatrix"(%arg13) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    %6 = "nvvm.ldmatrix"(%arg13) <{eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    "nvvm.stmatrix"(%arg13, %arg16, %arg17) <{eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>}> : (!llvm.ptr<3>, i32, i32) -> ()
    "nvvm.fence.proxy.release"() <{fromProxy = #nvvm.proxy_kind<generic>, scope = #nvvm.mem_scope<cluster>, toProxy = #nvvm.proxy_kind<tensormap>}> : () -> ()
    "nvvm.exit"() : () -> ()
    "nvvm.breakpoint"() : () -> ()
    "nvvm.wgmma.fence.aligned"() : () -> ()
    "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
    "nvvm.wgmma.wait.group.sync.aligned"() <{group = 20 : i64}> : () -> ()
    "nvvm.griddepcontrol"() <{kind = #nvvm<grid_dep_action wait>}> : () -> ()
    "nvvm.griddepcontrol"() <{kind = #nvvm<grid_dep_action launch_dependents>}> : () -> ()
    %7 = "nvvm.mapa"(%arg13, %arg16) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    %8 = "nvvm.redux.sync"(%arg16, %arg17) <{abs = false, kind = #nvvm<redux_kind umax>, nan = false}> : (i32, i32) -> i32
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "b", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg12: !llvm.ptr):
    %4 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i32
    "nvvm.fence.proxy.acquire"(%arg12, %4) <{fromProxy = #nvvm.proxy_kind<generic>, scope = #nvvm.mem_scope<gpu>, toProxy = #nvvm.proxy_kind<tensormap>}> : (!llvm.ptr, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.byval = i32, nvvm.grid_constant}, {}], function_type = !llvm.func<void (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "kernel_func", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg10: !llvm.ptr, %arg11: f32):
    "llvm.return"() : () -> ()
  }) {nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 3, 5, 7>, nvvm.cluster_max_blocks = 8 : i64, nvvm.kernel, nvvm.maxnreg = 32 : i64, nvvm.minctasm = 16 : i64, nvvm.reqntid = array<i32: 1, 23, 32>} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, i32, i32, i64, ptr, ptr<3>, i64, vector<4xi8>, i32, vector<2xi16>)>, linkage = #llvm.linkage<external>, sym_name = "a2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr, %arg5: !llvm.ptr<3>, %arg6: i64, %arg7: vector<4xi8>, %arg8: i32, %arg9: vector<2xi16>):
    %0 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = true, kind = #nvvm<redux_kind fmin>, nan = true}> : (f32, i32) -> f32
    %1 = "nvvm.match.sync"(%arg2, %arg3) <{kind = #nvvm<match_sync_kind all>}> : (i32, i64) -> !llvm.struct<(i32, i1)>
    "nvvm.st.bulk"(%arg5, %arg6) <{initVal = 0 : i64}> : (!llvm.ptr<3>, i64) -> ()
    "nvvm.st.bulk"(%arg4, %arg6) <{initVal = 0 : i64}> : (!llvm.ptr, i64) -> ()
    %2 = "nvvm.dot.accumulate.4way"(%arg7, %arg7, %arg8) <{a_type = #nvvm.dot_accumulate_type<signed>, b_type = #nvvm.dot_accumulate_type<unsigned>}> : (vector<4xi8>, vector<4xi8>, i32) -> i32
    %3 = "nvvm.dot.accumulate.2way"(%arg9, %arg7, %arg8) <{a_type = #nvvm.dot_accumulate_type<unsigned>, b_hi = true, b_type = #nvvm.dot_accumulate_type<signed>}> : (vector<2xi16>, vector<4xi8>, i32) -> i32
    "nvvm.pmevent"() <{maskedEventId = 15000 : i16}> : () -> ()
    "nvvm.pmevent"() <{eventId = 3 : i32}> : () -> ()
    "nvvm.nanosleep"(%arg8) : (i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (f32, memref<?xf32, 1>) -> ()}> ({
    ^bb0(%arg49: f32, %arg50: memref<?xf32, 1>, %arg51: memref<32xf32, #gpu.address_space<workgroup>>, %arg52: memref<1xf32, #gpu.address_space<private>>):
      %4 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %5 = "gpu.block_id"() <{dimension = #gpu<dim y>, upper_bound = 64 : index}> : () -> index
      %6 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %7 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %8 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %9 = "gpu.cluster_id"() <{dimension = #gpu<dim x>}> : () -> index
      %10 = "gpu.cluster_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %11 = "gpu.cluster_block_id"() <{dimension = #gpu<dim z>}> : () -> index
      %12 = "gpu.cluster_dim_blocks"() <{dimension = #gpu<dim x>}> : () -> index
      %13 = "gpu.lane_id"() : () -> index
      %14 = "gpu.lane_id"() <{upper_bound = 32 : index}> : () -> index
      %15 = "gpu.subgroup_id"() : () -> index
      %16 = "gpu.num_subgroups"() <{upper_bound = 8 : index}> : () -> index
      %17 = "gpu.subgroup_size"() : () -> index
      "gpu.barrier"() : () -> ()
      %18 = "gpu.all_reduce"(%arg49) <{op = #gpu<all_reduce_op add>, uniform}> ({
      }) : (f32) -> f32
      %19 = "gpu.all_reduce"(%arg49) ({
      ^bb0(%arg53: f32, %arg54: f32):
        %27 = "arith.addf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "gpu.yield"(%27) : (f32) -> ()
      }) : (f32) -> f32
      %20 = "gpu.subgroup_reduce"(%arg49) <{cluster_size = 4 : i32, cluster_stride = 2 : i32, op = #gpu<all_reduce_op minnumf>}> : (f32) -> f32
      %21 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %22 = "arith.constant"() <{value = 32 : i32}> : () -> i32
      %23:2 = "gpu.shuffle"(%arg49, %21, %22) <{mode = #gpu<shuffle_mode down>}> : (f32, i32, i32) -> (f32, i1)
      %24:2 = "gpu.rotate"(%arg49) <{offset = 1 : i32, width = 16 : i32}> : (f32) -> (f32, i1)
      %25 = "gpu.subgroup_broadcast"(%arg49) <{broadcast_type = #gpu<broadcast first_active_lane>}> : (f32) -> f32
      %26 = "gpu.subgroup_broadcast"(%arg49, %21) <{broadcast_type = #gpu<broadcast specific_lane>}> : (f32, i32) -> f32
      "gpu.printf"(%21, %arg49) <{format = "Hello %d %f\0A"}> : (i32, f32) -> ()
      "gpu.printf"() <{format = "no args"}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, sym_name = "kernel_1", workgroup_attributions = 1 : i64} : () -> ()
    "gpu.func"() <{function_type = (index) -> index}> ({
    ^bb0(%arg48: index):
      "gpu.return"(%arg48) : (index) -> ()
    }) {sym_name = "helper", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = () -> ()}> ({
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "kernel_2", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f32, memref<?xf32, 1>, i32) -> (), sym_name = "launches"}> ({
  ^bb0(%arg0: index, %arg1: f32, %arg2: memref<?xf32, 1>, %arg3: i32):
    "gpu.launch_func"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg2) <{kernel = @kernels::@kernel_1, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, f32, memref<?xf32, 1>) -> ()
    "gpu.launch_func"(%arg3, %arg3, %arg3, %arg3, %arg3, %arg3) <{kernel = @kernels::@kernel_2, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (i32, i32, i32, i32, i32, i32) -> ()
    %0 = "gpu.wait"() : () -> !gpu.async.token
    %1 = "gpu.launch_func"(%0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg3) <{kernel = @kernels::@kernel_2, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0>}> : (!gpu.async.token, index, index, index, index, index, index, index, index, index, i32) -> !gpu.async.token
    "gpu.wait"(%1) : (!gpu.async.token) -> ()
    "gpu.launch"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%arg36: index, %arg37: index, %arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index, %arg44: index, %arg45: index, %arg46: index, %arg47: index):
      "test.use"(%arg36, %arg40, %arg44, %arg45) : (index, index, index, index) -> ()
      "gpu.terminator"() : () -> ()
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
    %2 = "gpu.launch"(%0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>}> ({
    ^bb0(%arg16: index, %arg17: index, %arg18: index, %arg19: index, %arg20: index, %arg21: index, %arg22: index, %arg23: index, %arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index, %arg30: index, %arg31: index, %arg32: index, %arg33: index, %arg34: memref<4xf32, #gpu.address_space<workgroup>>, %arg35: memref<2xf32, #gpu.address_space<private>>):
      %3 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      "gpu.terminator"() : () -> ()
    }) {foo = 1 : i32, workgroup_attributions = 1 : i64} : (!gpu.async.token, index, index, index, index, index, index, index, index, index, i32) -> !gpu.async.token
    "gpu.launch"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{function = @kernel_2, module = @kernels, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index):
      "gpu.terminator"() : () -> ()
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()


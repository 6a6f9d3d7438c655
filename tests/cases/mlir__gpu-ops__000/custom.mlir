module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0: f32, %arg1: memref<?xf32, 1>) workgroup(%arg2 : memref<32xf32, #gpu.address_space<workgroup>>) private(%arg3 : memref<1xf32, #gpu.address_space<private>>) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      %thread_id_x = gpu.thread_id  x
      %block_id_y = gpu.block_id  y upper_bound 64
      %block_dim_z = gpu.block_dim  z
      %grid_dim_x = gpu.grid_dim  x
      %global_id_x = gpu.global_id  x
      %cluster_id_x = gpu.cluster_id  x
      %cluster_dim_y = gpu.cluster_dim  y
      %cluster_block_id_z = gpu.cluster_block_id  z
      %cluster_dim_blocks_x = gpu.cluster_dim_blocks  x
      %0 = gpu.lane_id
      %1 = gpu.lane_id upper_bound 32
      %2 = gpu.subgroup_id : index
      %3 = gpu.num_subgroups upper_bound 8 : index
      %4 = gpu.subgroup_size : index
      gpu.barrier
      %5 = gpu.all_reduce  add %arg0 uniform {
      } : (f32) -> f32
      %6 = gpu.all_reduce  %arg0 {
      ^bb0(%arg4: f32, %arg5: f32):
        %10 = arith.addf %arg4, %arg5 : f32
        gpu.yield %10 : f32
      } : (f32) -> f32
      %7 = gpu.subgroup_reduce  minnumf %arg0 cluster(size = 4, stride = 2) : (f32) -> f32
      %c1_i32 = arith.constant 1 : i32
      %c32_i32 = arith.constant 32 : i32
      %shuffleResult, %valid = gpu.shuffle  down %arg0, %c1_i32, %c32_i32 : f32
      %rotateResult, %valid_0 = gpu.rotate %arg0, 1, 16 : f32
      %8 = gpu.subgroup_broadcast %arg0,  first_active_lane : f32
      %9 = gpu.subgroup_broadcast %arg0,  specific_lane %c1_i32 : f32
      gpu.printf "Hello %d %f\0A", %c1_i32, %arg0 : i32, f32
      gpu.printf "no args"
      gpu.return
    }
    gpu.func @helper(%arg0: index) -> index {
      gpu.return %arg0 : index
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
  }
  func.func @launches(%arg0: index, %arg1: f32, %arg2: memref<?xf32, 1>, %arg3: i32) {
    gpu.launch_func  @kernels::@kernel_1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32, %arg2 : memref<?xf32, 1>)
    gpu.launch_func  @kernels::@kernel_2 blocks in (%arg3, %arg3, %arg3) threads in (%arg3, %arg3, %arg3) : i32 
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @kernels::@kernel_2 clusters in (%arg0, %arg0, %arg0) blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  dynamic_shared_memory_size %arg3 
    gpu.wait [%1]
    gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) {
      "test.use"(%arg4, %arg8, %arg12, %arg13) : (index, index, index, index) -> ()
      gpu.terminator
    }
    %2 = gpu.launch async [%0] clusters(%arg16, %arg17, %arg18) in (%arg19 = %arg0, %arg20 = %arg0, %arg21 = %arg0) blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) dynamic_shared_memory_size %arg3 workgroup(%arg22 : memref<4xf32, #gpu.address_space<workgroup>>) private(%arg23 : memref<2xf32, #gpu.address_space<private>>) {
      %3 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.terminator
    } {foo = 1 : i32}
    gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) module(@kernels) function(@kernel_2) {
      gpu.terminator
    }
    return
  }
}


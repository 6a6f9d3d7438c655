// RUN: mlir-opt %s --split-input-file
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>>) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id y upper_bound 64
      %bd = gpu.block_dim z
      %gd = gpu.grid_dim x
      %gid = gpu.global_id x
      %cid = gpu.cluster_id x
      %cd = gpu.cluster_dim y
      %cbid = gpu.cluster_block_id z
      %cdb = gpu.cluster_dim_blocks x
      %lane = gpu.lane_id
      %lane2 = gpu.lane_id upper_bound 32
      %sg = gpu.subgroup_id : index
      %ns = gpu.num_subgroups upper_bound 8 : index
      %ss = gpu.subgroup_size : index
      gpu.barrier
      %r = gpu.all_reduce add %arg0 uniform {} : (f32) -> (f32)
      %r2 = gpu.all_reduce %arg0 {
      ^bb(%lhs : f32, %rhs : f32):
        %s = arith.addf %lhs, %rhs : f32
        "gpu.yield"(%s) : (f32) -> ()
      } : (f32) -> (f32)
      %sr = gpu.subgroup_reduce minnumf %arg0 cluster(size = 4, stride = 2) : (f32) -> f32
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %sh, %valid = gpu.shuffle down %arg0, %c1, %c32 : f32
      %rot, %rvalid = gpu.rotate %arg0, 1, 16 : f32
      %b0 = gpu.subgroup_broadcast %arg0, first_active_lane : f32
      %b1 = gpu.subgroup_broadcast %arg0, specific_lane %c1 : f32
      gpu.printf "Hello %d %f\n", %c1, %arg0 : i32, f32
      gpu.printf "no args"
      gpu.return
    }

    gpu.func @helper(%a: index) -> index {
      gpu.return %a : index
    }

    gpu.func @kernel_2() kernel {
      gpu.return
    }
  }

  func.func @launches(%sz : index, %arg : f32, %m : memref<?xf32, 1>, %i32 : i32) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32, %m : memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_2 blocks in (%i32, %i32, %i32) threads in (%i32, %i32, %i32) : i32
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel_2 clusters in (%sz, %sz, %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) dynamic_shared_memory_size %i32
    gpu.wait [%t1]
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
      "test.use"(%bx, %ty, %gz, %sx) : (index, index, index, index) -> ()
      gpu.terminator
    }
    %t2 = gpu.launch async [%t0] clusters(%cx, %cy, %cz) in (%ccx = %sz, %ccy = %sz, %ccz = %sz) blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) dynamic_shared_memory_size %i32 workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>) private(%p : memref<2xf32, #gpu.address_space<private>>) {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.terminator
    } {foo = 1 : i32}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) module(@kernels) function(@kernel_2) {
      gpu.terminator
    }
    return
  }
}


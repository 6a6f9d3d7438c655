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

// -----

func.func @async_memory(%sz : index, %dst : memref<?xf32>, %src : memref<?xf32>, %v : f32, %u : memref<*xf32>, %dev : i32) {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%sz) : memref<?xf32>
  %h = gpu.alloc host_shared (%sz) : memref<?xf32>
  %t2 = gpu.memcpy async [%t1] %dst, %m : memref<?xf32>, memref<?xf32>
  %t3 = gpu.memset async [%t2] %dst, %v : memref<?xf32>, f32
  gpu.memcpy %dst, %src : memref<?xf32>, memref<?xf32>
  gpu.memset %dst, %v : memref<?xf32>, f32
  %t4 = gpu.dealloc async [%t3] %m : memref<?xf32>
  gpu.dealloc %h : memref<?xf32>
  gpu.wait [%t4, %t0]
  gpu.wait
  gpu.host_register %u : memref<*xf32>
  gpu.host_unregister %u : memref<*xf32>
  gpu.set_default_device %dev
  return
}

// -----

func.func @mma(%src : memref<32x32xf16, 3>, %dst : memref<32x32xf32, 3>, %f : f16) {
  %i = arith.constant 16 : index
  %a = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %b = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %cst = arith.constant 1.0 : f32
  %c = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %c {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %e = gpu.subgroup_mma_elementwise addf %c, %d : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %x = gpu.subgroup_mma_extract_thread_local %e[%i] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
  %y = gpu.subgroup_mma_insert_thread_local %x, %e[%i] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %y, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>
  return
}

// -----

func.func @sparse(%arg0: index, %mem: memref<?xf64>, %idx: memref<?xindex>, %buf: memref<?xi8>) {
  %token0 = gpu.wait async
  %spmat, %token1 = gpu.create_coo async [%token0] %arg0, %arg0, %arg0, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat2, %token2 = gpu.create_coo_aos async [%token1] %arg0, %arg0, %arg0, %idx, %mem : memref<?xindex>, memref<?xf64>
  %spmat3, %token3 = gpu.create_csc async [%token2] %arg0, %arg0, %arg0, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat4, %token4 = gpu.create_bsr async [%token3] %arg0, %arg0, %arg0, %arg0, %arg0, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat5, %token5 = gpu.create_2to4_spmat async [%token4] {PRUNE_ONLY} %arg0, %arg0, %mem : memref<?xf64>
  %dn, %token6 = gpu.create_dn_tensor async [%token5] %mem, %arg0, %arg0 : index, index into memref<?xf64>
  %sz, %token7 = gpu.spmv_buffer_size async [%token6] %spmat {TRANSPOSE}, %dn, %dn into f64
  %token8 = gpu.spmv async [%token7] %spmat, %dn, %dn, %buf : memref<?xi8> into f64
  %szs:2, %token9 = gpu.spmm_buffer_size async [%token8] %spmat, %dn {TRANSPOSE}, %dn : index, index into f64
  %token10 = gpu.spmm async [%token9] %spmat, %dn, %dn, %buf, %buf : memref<?xi8>, memref<?xi8> into f64
  %sz2, %token11 = gpu.sddmm_buffer_size async [%token10] %dn, %dn, %spmat into f64
  %token12 = gpu.sddmm async [%token11] %dn {CONJUGATE_TRANSPOSE}, %dn, %spmat, %buf : memref<?xi8> into f64
  %rows, %cols, %nnz, %token13 = gpu.spmat_get_size async [%token12] %spmat
  %token14 = gpu.set_csr_pointers async [%token13] %spmat, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %token15 = gpu.destroy_dn_tensor async [%token14] %dn
  %token16 = gpu.destroy_sp_mat async [%token15] %spmat
  gpu.wait [%token16]
  return
}

// -----

func.func @types(%a: !gpu.async.token, %b: !gpu.sparse.dntensor_handle, %c: !gpu.sparse.spmat_handle, %d: !gpu.sparse.spgemmop_handle, %e: !gpu.mma_matrix<16x8xsi8, "AOp">) attributes {x = #gpu<dim z>, y = #gpu<shuffle_mode idx>, z = #gpu.address_space<global>, w = #gpu<all_reduce_op maximumf>, v = #gpu<mma_element_wise negatef>, u = #gpu<broadcast specific_lane>} {
  return
}

// -----

func.func @warp(%laneid: index, %v: vector<4xf32>) {
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xf32>) -> (vector<1xf32>) {
  ^bb0(%arg: vector<128xf32>):
    %0 = "test.x"() : () -> vector<32xf32>
    gpu.yield %0 : vector<32xf32>
  }
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    "test.y"() : () -> ()
  }
  return
}

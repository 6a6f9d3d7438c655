// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @launch_requires_gpu_return(%sz : index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "gpu.yield"() : () -> ()
  }
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) {
      gpu.return
    }
  }
  func.func @missing_kernel_attr(%sz : index, %arg : f32) {
    // expected-error@+1 {{kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }
  func.func @wrong_count(%sz : index) {
    // expected-error@+1 {{got 0 kernel operands but expected 1}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }
  func.func @wrong_type(%sz : index, %arg : i32) {
    // expected-error@+1 {{type of function argument 0 does not match}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @no_container(%sz : index) {
    // expected-error@+1 {{kernel container 'nope' is undefined}}
    gpu.launch_func @nope::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @container_on_func() attributes {gpu.container_module} {
  return
}

// -----

func.func @rotate_width(%arg0 : f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %r, %v = gpu.rotate %arg0, 1, 12 : f32
  return
}

// -----

func.func @rotate_offset(%arg0 : f32) {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %v = gpu.rotate %arg0, 16, 16 : f32
  return
}

// -----

func.func @subgroup_reduce_cluster(%arg0 : f32) {
  // expected-error@+1 {{cluster size 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %arg0 cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_type(%arg0 : f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.subgroup_reduce and %arg0 : (f32) -> f32
  return
}

// -----

func.func @all_reduce_type(%arg0 : i32) {
  // expected-error@+1 {{`minnumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.all_reduce minnumf %arg0 {} : (i32) -> i32
  return
}

// -----

func.func @broadcast_lane(%arg0 : f32, %l : i32) {
  // expected-error@+1 {{lane can only be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %arg0, first_active_lane %l : f32
  return
}

// -----

func.func @broadcast_no_lane(%arg0 : f32) {
  // expected-error@+1 {{lane must be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %arg0, specific_lane : f32
  return
}

// -----

func.func @alloc_dims(%sz : index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc(%sz) : memref<4xf32>
  return
}

// -----

func.func @warp_count(%laneid: index) {
  // expected-error@+1 {{expected same number of yield operands and return values.}}
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
  }
  return
}

// -----

func.func @warp_dist(%laneid: index, %v: vector<4xf32>) {
  // expected-error@+1 {{incompatible distribution dimensions from 'vector<64xf32>' to 'vector<1xf32>' with warp size = 32}}
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %0 = "test.x"() : () -> vector<64xf32>
    gpu.yield %0 : vector<64xf32>
  }
  return
}

// -----

func.func @launch_func_cluster_types(%sz : index, %i : i32) {
  // expected-error@+1 {{expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
    "gpu.func"() ({
    ^bb0(%arg0: i32):
      "gpu.return"() : () -> ()
    }) {function_type = (f32) -> (), sym_name = "k"} : () -> ()
  }
}

// -----

func.func @dyn_smem_static(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    // expected-error@+1 {{result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
    %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

module {
  func.func @reductions(%arg0: index, %arg1: f32) {
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) {
      %0 = gpu.all_reduce  mul %arg1 {
      } : (f32) -> f32
      %1 = gpu.subgroup_reduce  add %0 : (f32) -> f32
      %2 = gpu.subgroup_reduce  add %1 cluster(size = 1) : (f32) -> f32
      "test.use"(%2) : (f32) -> ()
      gpu.terminator
    }
    return
  }
}


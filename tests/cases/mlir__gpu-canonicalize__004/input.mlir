
func.func @reductions(%sz: index, %v: f32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    %a = gpu.all_reduce mul %v {} : (f32) -> (f32)
    %b = gpu.subgroup_reduce add %a : (f32) -> (f32)
    %c = gpu.subgroup_reduce add %b cluster(size = 1) : (f32) -> (f32)
    "test.use"(%c) : (f32) -> ()
    gpu.terminator
  }
  return
}


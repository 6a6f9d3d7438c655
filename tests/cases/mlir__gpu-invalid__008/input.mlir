
func.func @subgroup_reduce_cluster(%arg0 : f32) {
  // expected-error@+1 {{cluster size 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %arg0 cluster(size = 3) : (f32) -> f32
  return
}



func.func @subgroup_reduce_type(%arg0 : f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.subgroup_reduce and %arg0 : (f32) -> f32
  return
}


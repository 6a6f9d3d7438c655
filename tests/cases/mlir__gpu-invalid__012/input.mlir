
func.func @broadcast_no_lane(%arg0 : f32) {
  // expected-error@+1 {{lane must be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %arg0, specific_lane : f32
  return
}


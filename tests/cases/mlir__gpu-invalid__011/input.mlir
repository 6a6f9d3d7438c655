
func.func @broadcast_lane(%arg0 : f32, %l : i32) {
  // expected-error@+1 {{lane can only be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %arg0, first_active_lane %l : f32
  return
}


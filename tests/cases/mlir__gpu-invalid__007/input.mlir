
func.func @rotate_offset(%arg0 : f32) {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %v = gpu.rotate %arg0, 16, 16 : f32
  return
}


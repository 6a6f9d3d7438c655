
func.func @rotate_width(%arg0 : f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %r, %v = gpu.rotate %arg0, 1, 12 : f32
  return
}


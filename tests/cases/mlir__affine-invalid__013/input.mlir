
func.func @load_type(%m : memref<4x4xf32>, %n : index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4x4xf32>'}}
  %0 = affine.load %m[%n, %n] : tensor<4x4xf32>
  return
}


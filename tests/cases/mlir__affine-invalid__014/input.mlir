
func.func @prefetch_rw(%m : memref<4x4xf32>, %n : index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%n, %n], rw, locality<3>, data : memref<4x4xf32>
  return
}



// Constant indices through an expansion with a dynamic size.
func.func @expand_constant(%m: memref<?xf32>, %s: index, %x: f32) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %e[%i + 1, 3] : memref<?x4xf32>
  }
  return
}

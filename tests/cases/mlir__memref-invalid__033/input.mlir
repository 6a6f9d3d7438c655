
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}


func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 3>'}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 3>
  return
}

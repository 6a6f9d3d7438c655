
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{expected result type with size = dynamic instead of 10 in dim = 0}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%i], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

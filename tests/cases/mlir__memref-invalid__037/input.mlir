
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{expected result type with offset = dynamic instead of 3}}
  %1 = memref.reinterpret_cast %m to offset: [%i], sizes: [10], strides: [%i] : memref<?xf32> to memref<10xf32, strided<[2], offset: 3>>
  return
}


func.func @f(%t: memref<20xf32, strided<[2], offset: 1>>, %i: index) {
// expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x5xf32, strided<[10, 2], offset: 1>>' but found 'memref<4x5xf32>'}}
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 5] : memref<20xf32, strided<[2], offset: 1>> into memref<4x5xf32>
  return
}

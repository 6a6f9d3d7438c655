
// A subview of a subview of an expansion, all expanded.
func.func @chain(%m: memref<?xf32>, %i: index, %n: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 8] : memref<?xf32> into memref<?x8xf32>
  %s = memref.subview %e[%i, 2] [%n, 6] [1, 1] : memref<?x8xf32> to memref<?x6xf32, strided<[8, 1], offset: ?>>
  %t = memref.subview %s[1, %i] [%n, 4] [1, 1] : memref<?x6xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[8, 1], offset: ?>>
  %u = memref.cast %t : memref<?x4xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %u : memref<?x4xf32, strided<[?, 1], offset: ?>>
}


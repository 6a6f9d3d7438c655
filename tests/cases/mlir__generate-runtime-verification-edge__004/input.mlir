
// Casts: layouts from affine maps, memory spaces, unranked results and
// dynamic to static strides and offsets.
func.func @casts(%a: memref<?x?xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>, %b: memref<*xf32, 1>, %c: memref<?x4xf32, strided<[?, ?], offset: ?>>, %d: memref<4x?xf32>) {
  %0 = memref.cast %a : memref<?x?xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>> to memref<2x?xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>
  %1 = memref.cast %b : memref<*xf32, 1> to memref<3x?xf32, strided<[?, 1], offset: 5>, 1>
  %2 = memref.cast %c : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1], offset: 0>>
  %3 = memref.cast %d : memref<4x?xf32> to memref<*xf32>
  %5 = memref.cast %d : memref<4x?xf32> to memref<?x?xf32>
  %6 = memref.cast %b : memref<*xf32, 1> to memref<f32, 1>
  %t = tensor.empty() : tensor<2x3xf32>
  %7 = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  %8 = tensor.cast %7 : tensor<*xf32> to tensor<2x?xf32>
  %9 = tensor.cast %8 : tensor<2x?xf32> to tensor<?x3xf32>
  return
}


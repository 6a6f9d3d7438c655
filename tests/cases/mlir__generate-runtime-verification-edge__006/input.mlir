
// Slices: static ones (checks fold where they can), rank-reducing ones and
// slices of slices.
func.func @slices(%t: tensor<8x?xf32>, %m: memref<8x?xf32>, %o: index, %s: index) {
  %0 = tensor.extract_slice %t[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>
  %1 = tensor.extract_slice %0[0, %o] [1, %s] [1, 2] : tensor<3x4xf32> to tensor<?xf32>
  %2 = tensor.extract_slice %t[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>
  %3 = memref.subview %m[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  %4 = memref.subview %3[%o, 0] [1, %s] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %r = scf.execute_region -> index {
    scf.yield %o : index
  }
  return
}


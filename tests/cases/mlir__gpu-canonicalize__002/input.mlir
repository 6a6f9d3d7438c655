
func.func @dim_of_alloc(%a: index, %b: index) -> (index, index, index) {
  %m = gpu.alloc(%a, %b) : memref<?x4x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %1 = memref.dim %m, %c1 : memref<?x4x?xf32>
  %2 = memref.dim %m, %c2 : memref<?x4x?xf32>
  return %0, %1, %2 : index, index, index
}


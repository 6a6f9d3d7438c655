
func.func @align(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %a, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  return %2 : memref<4xf32>
}

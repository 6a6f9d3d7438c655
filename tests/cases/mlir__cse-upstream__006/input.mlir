
func.func @side_effect() -> (memref<2x1xf32>, memref<2x1xf32>) {
  %0 = memref.alloc() : memref<2x1xf32>

  %1 = memref.alloc() : memref<2x1xf32>

  return %0, %1 : memref<2x1xf32>, memref<2x1xf32>
}


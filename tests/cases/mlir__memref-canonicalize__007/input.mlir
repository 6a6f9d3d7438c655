
func.func @spaces(%a: memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 2>
  %1 = memref.memory_space_cast %0 : memref<4xf32, 2> to memref<4xf32, 3>
  %2 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 1>
  return %1, %2 : memref<4xf32, 3>, memref<4xf32, 1>
}


func.func @f(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %1 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}


func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}

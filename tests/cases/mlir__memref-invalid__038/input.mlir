
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

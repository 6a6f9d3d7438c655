
func.func @f(%i: index, %m: memref<4xf32>) {
// expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}

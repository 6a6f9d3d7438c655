
func.func @f(%i: index, %m: memref<4xf32>) {
// expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

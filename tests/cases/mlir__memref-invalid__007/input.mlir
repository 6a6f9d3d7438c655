
func.func @f(%i: index, %m: memref<4xf32>) {
// expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

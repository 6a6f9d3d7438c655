
func.func @f(%i: index, %m: memref<4xf32, strided<[2]>>) {
// expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

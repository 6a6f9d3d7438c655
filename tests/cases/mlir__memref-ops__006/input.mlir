
func.func @f(%i: index, %m: memref<4xf32, strided<[1]>>) {
  %0 = memref.realloc %m : memref<4xf32, strided<[1]>> to memref<8xf32>
  return
}

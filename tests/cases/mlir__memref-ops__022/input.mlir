
func.func @f(%b: memref<2048xi8, strided<[1]>>, %i: index) {
  %1 = memref.view %b[%i][] : memref<2048xi8, strided<[1]>> to memref<4xf32>
  return
}

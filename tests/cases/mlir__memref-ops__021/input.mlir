
func.func @f(%b: memref<2048xi8>, %i: index) {
  %1 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, strided<[1]>>
  return
}

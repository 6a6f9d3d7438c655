
func.func @h(%m: memref<4xf32>, %i: index) {
  %c = memref.alloc() : memref<4xf32>
  %c2 = memref.alloc() : memref<4xf32>
  %d = memref.dim %m, %i : memref<4xf32>
  %d2 = memref.dim %m, %i : memref<4xf32>
  %s = memref.subview %m[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %s2 = memref.subview %m[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %b = memref.alloc() : memref<64xi8>
  %v = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
  %v2 = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
  return
}

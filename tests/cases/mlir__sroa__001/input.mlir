
func.func @too_big(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %alloca = memref.alloca() : memref<17xi32>
  %b = memref.alloca() : memref<4x4xf32>
  memref.store %arg0, %alloca[%c0] : memref<17xi32>
  %r = memref.load %alloca[%c0] : memref<17xi32>
  %f = memref.load %b[%c0, %c0] : memref<4x4xf32>
  return %r : i32
}


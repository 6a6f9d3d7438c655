
func.func @dyn(%n: index) -> i32 {
  %a = memref.alloca(%n) : memref<?xi32>
  %b = memref.alloca() : memref<0xi32>
  %m = memref.alloca() : memref<memref<i32>>
  %in = memref.alloca() : memref<i32>
  memref.store %in, %m[] : memref<memref<i32>>
  %c = arith.constant 1 : i32
  %0 = memref.load %m[] : memref<memref<i32>>
  memref.store %c, %0[] : memref<i32>
  %1 = memref.load %in[] : memref<i32>
  return %1 : i32
}


func.func @store_dynamic(%memref: memref<?xf32>, %index: index) {
  %cst = arith.constant 1.0 : f32
  memref.store %cst, %memref[%index] :  memref<?xf32>
  return
}

func.func @main() {
  %alloc = memref.alloca() : memref<10xf32>
  %cast = memref.cast %alloc : memref<10xf32> to memref<?xf32>
  %c9 = arith.constant 9 : index
  func.call @store_dynamic(%cast, %c9) : (memref<?xf32>, index) -> ()
  return
}


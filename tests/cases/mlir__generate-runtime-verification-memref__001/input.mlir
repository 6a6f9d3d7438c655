
func.func @store_dynamic(%memref: memref<?xf32>, %index: index) {
  %cst = arith.constant 1.0 : f32
  memref.atomic_rmw addf %cst, %memref[%index] : (f32, memref<?xf32>) -> f32
  return
}

func.func @main() {
  %alloc = memref.alloca() : memref<10xf32>
  %ptr = memref.extract_aligned_pointer_as_index %alloc : memref<10xf32> -> index
  %ptr_i64 = arith.index_cast %ptr : index to i64
  %cast = memref.cast %alloc : memref<10xf32> to memref<?xf32>
  %c9 = arith.constant 9 : index
  func.call @store_dynamic(%cast, %c9) : (memref<?xf32>, index) -> ()
  return
}



func.func @self_store(%p: memref<memref<i32>>) {
  %a = memref.alloca() : memref<memref<i32>>
  %b = memref.alloca() : memref<i32>
  memref.store %b, %a[] : memref<memref<i32>>
  %l = memref.load %a[] : memref<memref<i32>>
  memref.store %l, %p[] : memref<memref<i32>>
  return
}

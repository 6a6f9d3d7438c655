
func.func @f() {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  %1 = memref.alloca() {bufferization.manual_deallocation} : memref<2xf32>
  return
}

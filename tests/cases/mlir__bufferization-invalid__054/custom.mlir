module {
  func.func @f() {
    %alloc = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
    memref.dealloc %alloc {bufferization.manual_deallocation} : memref<2xf32>
    %alloca = memref.alloca() {bufferization.manual_deallocation} : memref<2xf32>
    return
  }
}


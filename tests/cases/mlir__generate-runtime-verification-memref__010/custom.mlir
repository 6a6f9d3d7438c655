module {
  func.func private @notifyMemrefAllocated(memref<*xf32>, memref<*xi8>) attributes {llvm.emit_c_interface}
  func.func private @notifyMemrefDeallocated(memref<*xf32>, memref<*xi8>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc() : memref<1xf32>
    return
  }
}


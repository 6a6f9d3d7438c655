
func.func private @notifyMemrefAllocated(%ptr : memref<*xf32>, %msg : memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @notifyMemrefDeallocated(%ptr : memref<*xf32>, %msg : memref<*xi8>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc() : memref<1xf32>
  return
}

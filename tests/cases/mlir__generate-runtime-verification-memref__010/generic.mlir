"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>, memref<*xi8>) -> (), sym_name = "notifyMemrefAllocated", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<*xi8>) -> (), sym_name = "notifyMemrefDeallocated", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


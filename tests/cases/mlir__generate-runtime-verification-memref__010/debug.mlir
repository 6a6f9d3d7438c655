"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>, memref<*xi8>) -> (), sym_name = "notifyMemrefAllocated", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<*xf32>, memref<*xi8>) -> (), sym_name = "notifyMemrefDeallocated", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> () loc(#loc2)
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc4)
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32> loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":5:1)
#loc4 = loc("input.mlir":6:9)
#loc5 = loc("input.mlir":7:12)
#loc6 = loc("input.mlir":8:3)


"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {bufferization.manual_deallocation} : () -> memref<2xf32> loc(#loc2)
    "memref.dealloc"(%0) {bufferization.manual_deallocation} : (memref<2xf32>) -> () loc(#loc3)
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {bufferization.manual_deallocation} : () -> memref<2xf32> loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)


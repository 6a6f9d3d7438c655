"builtin.module"() ({
  "func.func"() <{function_type = () -> (memref<2x1xf32>, memref<2x1xf32>), sym_name = "side_effect"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32> loc(#loc2)
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32> loc(#loc3)
    "func.return"(%0, %1) : (memref<2x1xf32>, memref<2x1xf32>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":7:3)


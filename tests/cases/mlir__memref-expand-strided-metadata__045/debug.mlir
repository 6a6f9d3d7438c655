#loc2 = loc("input.mlir":3:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, memref<f32>, index, index), sym_name = "allocs"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:19)):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32> loc(#loc3)
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<?xf32>) -> (memref<f32>, index, index, index) loc(#loc4)
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x5xf32> loc(#loc5)
    %3:6 = "memref.extract_strided_metadata"(%2) : (memref<3x5xf32>) -> (memref<f32>, index, index, index, index, index) loc(#loc6)
    "func.return"(%1#2, %1#3, %3#0, %3#3, %3#4) : (index, index, memref<f32>, index, index) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:24)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:28)
#loc7 = loc("input.mlir":8:3)


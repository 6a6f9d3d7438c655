#loc6 = loc("input.mlir":16:22)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf64> loc(#loc2)
    %2 = "memref.assume_alignment"(%1) <{alignment = 8 : i32}> : (memref<5xf64>) -> memref<5xf64> loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<1xf32>) -> (), sym_name = "unaligned"}> ({
  ^bb0(%arg0: memref<1xf32> loc("input.mlir":16:22)):
    %0 = "memref.assume_alignment"(%arg0) <{alignment = 4 : i32}> : (memref<1xf32>) -> memref<1xf32> loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":10:1)
#loc2 = loc("input.mlir":11:12)
#loc3 = loc("input.mlir":12:8)
#loc4 = loc("input.mlir":13:3)
#loc5 = loc("input.mlir":16:1)
#loc7 = loc("input.mlir":17:13)
#loc8 = loc("input.mlir":18:3)


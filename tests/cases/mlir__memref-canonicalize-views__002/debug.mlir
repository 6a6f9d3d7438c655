#loc2 = loc("input.mlir":2:18)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xf32>, sym_name = "align"}> ({
  ^bb0(%arg0: memref<4xf32> loc("input.mlir":2:18)):
    %0 = "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32> loc(#loc3)
    %1 = "memref.assume_alignment"(%0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32> loc(#loc4)
    %2 = "memref.assume_alignment"(%1) <{alignment = 32 : i32}> : (memref<4xf32>) -> memref<4xf32> loc(#loc5)
    "func.return"(%2) : (memref<4xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)


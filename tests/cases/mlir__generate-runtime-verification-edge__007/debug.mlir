#loc2 = loc("input.mlir":4:16)
#loc3 = loc("input.mlir":4:35)
#loc4 = loc("input.mlir":4:46)
#loc10 = loc("input.mlir":10:18)
#loc11 = loc("input.mlir":10:37)
"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{function_type = (memref<?xi32>, index, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg2: memref<?xi32> loc("input.mlir":4:16), %arg3: index loc("input.mlir":4:35), %arg4: i32 loc("input.mlir":4:46)):
    %1 = "memref.atomic_rmw"(%arg4, %arg2, %arg3) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32 loc(#loc5)
    %2 = "memref.assume_alignment"(%arg2) <{alignment = 64 : i32}> : (memref<?xi32>) -> memref<?xi32> loc(#loc6)
    "func.return"(%1) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<?xi32>, index) -> i32, sym_name = "g"}> ({
    ^bb0(%arg0: tensor<?xi32> loc("input.mlir":10:18), %arg1: index loc("input.mlir":10:37)):
      %0 = "tensor.extract"(%arg0, %arg1) : (tensor<?xi32>, index) -> i32 loc(#loc12)
      "func.return"(%0) : (i32) -> () loc(#loc13)
    }) : () -> () loc(#loc9)
  }) : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)
#loc1 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":10:5)
#loc12 = loc("input.mlir":11:12)
#loc13 = loc("input.mlir":12:7)


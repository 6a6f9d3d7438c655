#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
#loc4 = loc("input.mlir":2:44)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32> loc("input.mlir":2:14), %arg1: index loc("input.mlir":2:33), %arg2: i32 loc("input.mlir":2:44)):
    %0 = "memref.atomic_rmw"(%arg2, %arg0, %arg1) <{kind = 3 : i64}> : (i32, memref<4xi32>, index) -> i32 loc(#loc5)
    %1 = "memref.atomic_rmw"(%arg2, %arg0, %arg1) <{kind = 5 : i64}> : (i32, memref<4xi32>, index) -> i32 loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:3)


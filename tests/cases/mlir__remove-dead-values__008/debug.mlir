#loc2 = loc("input.mlir":3:17)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>) -> i32, sym_name = "exec"}> ({
  ^bb0(%arg0: memref<i32> loc("input.mlir":3:17)):
    %0:2 = "scf.execute_region"() ({
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc4)
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc5)
      "memref.store"(%1, %arg0) : (i32, memref<i32>) -> () loc(#loc6)
      "scf.yield"(%1, %2) : (i32, i32) -> () loc(#loc7)
    }) : () -> (i32, i32) loc(#loc3)
    "func.return"(%0#1) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:10)
#loc4 = loc("input.mlir":5:10)
#loc5 = loc("input.mlir":6:10)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":8:5)
#loc8 = loc("input.mlir":10:3)


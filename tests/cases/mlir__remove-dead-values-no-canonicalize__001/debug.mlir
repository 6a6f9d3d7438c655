#loc2 = loc("input.mlir":3:23)
#loc3 = loc("input.mlir":3:35)
#loc4 = loc("input.mlir":3:47)
#loc5 = loc("input.mlir":3:61)
#loc8 = loc("input.mlir":5:16)
#loc9 = loc("input.mlir":5:53)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<?xi32>) -> (), sym_name = "for_effect"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:23), %arg1: index loc("input.mlir":3:35), %arg2: index loc("input.mlir":3:47), %arg3: memref<?xi32> loc("input.mlir":3:61)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc6)
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg4: index loc("input.mlir":5:16), %arg5: i32 loc("input.mlir":5:53)):
      "memref.store"(%arg5, %arg3, %arg4) : (i32, memref<?xi32>, index) -> () loc(#loc10)
      %2 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "scf.yield"(%2) : (i32) -> () loc(#loc12)
    }) : (index, index, index, i32) -> i32 loc(#loc7)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:9)
#loc7 = loc("input.mlir":5:8)
#loc10 = loc("input.mlir":6:5)
#loc11 = loc("input.mlir":7:11)
#loc12 = loc("input.mlir":8:5)
#loc13 = loc("input.mlir":10:3)


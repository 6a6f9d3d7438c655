#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:25)
#loc8 = loc("input.mlir":6:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14), %arg1: memref<?xf32> loc("input.mlir":2:25)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %2 = "memref.dim"(%arg1, %0) : (memref<?xf32>, index) -> index loc(#loc6)
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg2: index loc("input.mlir":6:11)):
      %3 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc9)
      %4 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc10)
      %5 = "memref.load"(%arg1, %3) : (memref<?xf32>, index) -> f32 loc(#loc11)
      "memref.store"(%5, %arg1, %4) : (f32, memref<?xf32>, index) -> () loc(#loc12)
      "scf.yield"() : () -> () loc(#loc7)
    }) : (index, index, index) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)
#loc9 = loc("input.mlir":7:10)
#loc10 = loc("input.mlir":8:10)
#loc11 = loc("input.mlir":9:10)
#loc12 = loc("input.mlir":10:5)
#loc13 = loc("input.mlir":12:3)


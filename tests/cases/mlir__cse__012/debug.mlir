#loc2 = loc("input.mlir":4:24)
#loc3 = loc("input.mlir":4:43)
#loc4 = loc("input.mlir":4:54)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i1) -> (i32, i32), sym_name = "read_scopes"}> ({
  ^bb0(%arg0: memref<4xi32> loc("input.mlir":4:24), %arg1: index loc("input.mlir":4:43), %arg2: i1 loc("input.mlir":4:54)):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc5)
    %1 = "scf.if"(%arg2) ({
      %3 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc7)
      %4 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc8)
      %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
      "scf.yield"(%5) : (i32) -> () loc(#loc10)
    }, {
      "scf.yield"(%0) : (i32) -> () loc(#loc11)
    }) : (i1) -> i32 loc(#loc6)
    %2 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc12)
    "func.return"(%1, %2) : (i32, i32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:10)
#loc9 = loc("input.mlir":9:10)
#loc10 = loc("input.mlir":10:5)
#loc11 = loc("input.mlir":12:5)
#loc12 = loc("input.mlir":14:8)
#loc13 = loc("input.mlir":15:3)


#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:28)
#loc4 = loc("input.mlir":3:36)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, memref<i32>) -> i32, sym_name = "chains"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:19), %arg1: i1 loc("input.mlir":3:28), %arg2: memref<i32> loc("input.mlir":3:36)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    %2 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
    %3 = "memref.load"(%arg2) : (memref<i32>) -> i32 loc(#loc8)
    %4 = "scf.if"(%arg1) ({
      %5 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
      %6 = "arith.addi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "scf.yield"(%6) : (i32) -> () loc(#loc12)
    }, {
      "scf.yield"(%2) : (i32) -> () loc(#loc13)
    }) : (i1) -> i32 loc(#loc9)
    "func.return"(%4) : (i32) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:11)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:10)
#loc11 = loc("input.mlir":10:11)
#loc12 = loc("input.mlir":11:5)
#loc13 = loc("input.mlir":13:5)
#loc14 = loc("input.mlir":15:3)


#loc2 = loc("input.mlir":2:20)
#loc3 = loc("input.mlir":2:35)
#loc4 = loc("input.mlir":2:50)
#loc6 = loc("input.mlir":3:11)
#loc8 = loc("input.mlir":4:13)
#loc14 = loc("input.mlir":9:15)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "std_for"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:20), %arg1: index loc("input.mlir":2:35), %arg2: index loc("input.mlir":2:50)):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index loc("input.mlir":3:11)):
      "scf.for"(%arg0, %arg1, %arg2) ({
      ^bb0(%arg4: index loc("input.mlir":4:13)):
        %0 = "arith.cmpi"(%arg3, %arg4) <{predicate = 2 : i64}> : (index, index) -> i1 loc(#loc9)
        %1 = "arith.select"(%0, %arg3, %arg4) : (i1, index, index) -> index loc(#loc10)
        %2 = "arith.cmpi"(%arg3, %arg4) <{predicate = 5 : i64}> : (index, index) -> i1 loc(#loc11)
        %3 = "arith.select"(%2, %arg3, %arg4) : (i1, index, index) -> index loc(#loc12)
        "scf.for"(%1, %3, %arg4) ({
        ^bb0(%arg5: index loc("input.mlir":9:15)):
          "scf.yield"() : () -> () loc(#loc13)
        }) : (index, index, index) -> () loc(#loc13)
        "scf.yield"() : () -> () loc(#loc7)
      }) : (index, index, index) -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc5)
    }) : (index, index, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":4:5)
#loc9 = loc("input.mlir":5:18)
#loc10 = loc("input.mlir":6:14)
#loc11 = loc("input.mlir":7:18)
#loc12 = loc("input.mlir":8:14)
#loc13 = loc("input.mlir":9:7)
#loc15 = loc("input.mlir":13:3)


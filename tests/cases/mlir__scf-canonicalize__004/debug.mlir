#loc2 = loc("input.mlir":2:35)
#loc3 = loc("input.mlir":2:47)
#loc4 = loc("input.mlir":2:59)
#loc5 = loc("input.mlir":2:70)
#loc7 = loc("input.mlir":3:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> (), sym_name = "execute_region_in_loop"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:35), %arg1: index loc("input.mlir":2:47), %arg2: index loc("input.mlir":2:59), %arg3: i1 loc("input.mlir":2:70)):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index loc("input.mlir":3:11)):
      %0 = "scf.execute_region"() ({
        %1 = "test.foo"() : () -> i32 loc(#loc9)
        "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc10)
      ^bb1:  // pred: ^bb0
        "scf.yield"(%1) : (i32) -> () loc(#loc11)
      ^bb2:  // pred: ^bb0
        %2 = "test.bar"() : () -> i32 loc(#loc12)
        "scf.yield"(%2) : (i32) -> () loc(#loc13)
      }) : () -> i32 loc(#loc8)
      "test.use"(%0) : (i32) -> () loc(#loc14)
      "scf.yield"() : () -> () loc(#loc6)
    }) : (index, index, index) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:3)
#loc8 = loc("input.mlir":4:10)
#loc9 = loc("input.mlir":5:12)
#loc10 = loc("input.mlir":6:7)
#loc11 = loc("input.mlir":8:7)
#loc12 = loc("input.mlir":10:12)
#loc13 = loc("input.mlir":11:7)
#loc14 = loc("input.mlir":13:5)
#loc15 = loc("input.mlir":15:3)


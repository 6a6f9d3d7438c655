#loc2 = loc("input.mlir":2:37)
#loc3 = loc("input.mlir":2:46)
#loc4 = loc("input.mlir":2:55)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i32), sym_name = "execute_region_no_inline"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:37), %arg1: i32 loc("input.mlir":2:46), %arg2: i1 loc("input.mlir":2:55)):
    %0:3 = "scf.execute_region"() <{no_inline}> ({
      %3 = "test.foo"() : () -> i32 loc(#loc6)
      "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc7)
    ^bb1:  // pred: ^bb0
      "scf.yield"(%3, %arg0, %arg0) : (i32, i32, i32) -> () loc(#loc8)
    ^bb2:  // pred: ^bb0
      %4 = "test.bar"() : () -> i32 loc(#loc9)
      "scf.yield"(%4, %arg0, %arg1) : (i32, i32, i32) -> () loc(#loc10)
    }) : () -> (i32, i32, i32) loc(#loc5)
    %1 = "scf.execute_region"() <{no_inline}> ({
      %2 = "test.baz"() : () -> i32 loc(#loc12)
      "scf.yield"(%2) : (i32) -> () loc(#loc13)
    }) : () -> i32 loc(#loc11)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:10)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":9:10)
#loc10 = loc("input.mlir":10:5)
#loc11 = loc("input.mlir":12:8)
#loc12 = loc("input.mlir":13:10)
#loc13 = loc("input.mlir":14:5)
#loc14 = loc("input.mlir":16:3)


#loc2 = loc("input.mlir":2:34)
#loc3 = loc("input.mlir":2:46)
#loc4 = loc("input.mlir":2:58)
#loc5 = loc("input.mlir":2:69)
#loc7 = loc("input.mlir":3:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> (), sym_name = "multi_block_loop_body"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:34), %arg1: index loc("input.mlir":2:46), %arg2: index loc("input.mlir":2:58), %arg3: i1 loc("input.mlir":2:69)):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index loc("input.mlir":3:11)):
      "scf.execute_region"() ({
        "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc9)
      ^bb1:  // pred: ^bb0
        "foo.a"() : () -> () loc(#loc10)
        "scf.yield"() : () -> () loc(#loc11)
      ^bb2:  // pred: ^bb0
        "foo.b"() : () -> () loc(#loc12)
        "scf.yield"() : () -> () loc(#loc13)
      }) : () -> () loc(#loc8)
      "scf.yield"() : () -> () loc(#loc6)
    }) : (index, index, index) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:3)
#loc8 = loc("input.mlir":4:5)
#loc9 = loc("input.mlir":5:7)
#loc10 = loc("input.mlir":7:7)
#loc11 = loc("input.mlir":8:7)
#loc12 = loc("input.mlir":10:7)
#loc13 = loc("input.mlir":11:7)
#loc14 = loc("input.mlir":14:3)


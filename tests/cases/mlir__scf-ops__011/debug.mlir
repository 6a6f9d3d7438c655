#loc15 = loc("input.mlir":20:8)
"builtin.module"() ({
  "func.func"() <{function_type = () -> i64, sym_name = "execute_region"}> ({
    %0 = "scf.execute_region"() ({
      %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64 loc(#loc3)
      "scf.yield"(%8) : (i64) -> () loc(#loc4)
    }) : () -> i64 loc(#loc2)
    %1:2 = "scf.execute_region"() ({
      %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64 loc(#loc6)
      "scf.yield"(%7, %7) : (i64, i64) -> () loc(#loc7)
    }) : () -> (i64, i64) loc(#loc5)
    %2 = "test.cmp"() : () -> i1 loc(#loc8)
    %3 = "scf.execute_region"() ({
      "cf.cond_br"(%2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc10)
    ^bb1:  // pred: ^bb0
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc11)
      "cf.br"(%4)[^bb3] : (i32) -> () loc(#loc12)
    ^bb2:  // pred: ^bb0
      %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc13)
      "cf.br"(%5)[^bb3] : (i32) -> () loc(#loc14)
    ^bb3(%6: i32 loc("input.mlir":20:8)):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%6) : (i32) -> () loc(#loc16)
    }) : () -> i32 loc(#loc9)
    "scf.execute_region"() ({
      "test.foo"() : () -> () loc(#loc18)
      "scf.yield"() : () -> () loc(#loc19)
    }) : () -> () loc(#loc17)
    "func.return"(%0) : (i64) -> () loc(#loc20)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:10)
#loc3 = loc("input.mlir":4:11)
#loc4 = loc("input.mlir":5:5)
#loc5 = loc("input.mlir":7:13)
#loc6 = loc("input.mlir":8:11)
#loc7 = loc("input.mlir":9:5)
#loc8 = loc("input.mlir":11:8)
#loc9 = loc("input.mlir":12:11)
#loc10 = loc("input.mlir":13:5)
#loc11 = loc("input.mlir":15:11)
#loc12 = loc("input.mlir":16:5)
#loc13 = loc("input.mlir":18:11)
#loc14 = loc("input.mlir":19:5)
#loc16 = loc("input.mlir":21:5)
#loc17 = loc("input.mlir":23:3)
#loc18 = loc("input.mlir":24:5)
#loc19 = loc("input.mlir":25:5)
#loc20 = loc("input.mlir":27:3)


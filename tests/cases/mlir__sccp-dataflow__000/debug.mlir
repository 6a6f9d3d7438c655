#loc2 = loc("input.mlir":4:27)
#loc3 = loc("input.mlir":4:39)
#loc7 = loc("input.mlir":9:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:27), %arg1: i1 loc("input.mlir":4:39)):
    "cf.cond_br"(%arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc5)
    "cf.br"(%5)[^bb2] : (i32) -> () loc(#loc6)
  ^bb2(%6: i32 loc("input.mlir":9:6)):  // 2 preds: ^bb0, ^bb1
    %7 = "arith.muli"(%6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
    "func.return"(%7) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "caller"}> ({
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc11)
    %1 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc12)
    %2 = "func.call"(%0, %1) <{callee = @callee}> : (i32, i1) -> i32 loc(#loc13)
    %3 = "scf.if"(%1) ({
      "scf.yield"(%0) : (i32) -> () loc(#loc15)
    }, {
      %4 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc16)
      "scf.yield"(%4) : (i32) -> () loc(#loc17)
    }) : (i1) -> i32 loc(#loc14)
    "func.return"(%2, %3) : (i32, i32) -> () loc(#loc18)
  }) : () -> () loc(#loc10)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:9)
#loc6 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":10:8)
#loc9 = loc("input.mlir":11:3)
#loc10 = loc("input.mlir":14:1)
#loc11 = loc("input.mlir":15:9)
#loc12 = loc("input.mlir":16:12)
#loc13 = loc("input.mlir":17:8)
#loc14 = loc("input.mlir":18:8)
#loc15 = loc("input.mlir":19:5)
#loc16 = loc("input.mlir":21:10)
#loc17 = loc("input.mlir":22:5)
#loc18 = loc("input.mlir":24:3)


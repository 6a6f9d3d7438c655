#loc2 = loc("input.mlir":3:19)
#loc7 = loc("input.mlir":7:24)
#loc10 = loc("input.mlir":10:10)
#loc11 = loc("input.mlir":10:19)
#loc14 = loc("input.mlir":14:10)
#loc15 = loc("input.mlir":14:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "reduce"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:19)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc4)
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc5)
    %3:2 = "scf.parallel"(%0, %arg0, %1, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg1: index loc("input.mlir":7:24)):
      %4 = "arith.index_cast"(%arg1) : (index) -> i32 loc(#loc8)
      "scf.reduce"(%4, %4) ({
      ^bb0(%arg4: i32 loc("input.mlir":10:10), %arg5: i32 loc("input.mlir":10:19)):
        %6 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
        "scf.reduce.return"(%6) : (i32) -> () loc(#loc13)
      }, {
      ^bb0(%arg2: i32 loc("input.mlir":14:10), %arg3: i32 loc("input.mlir":14:19)):
        %5 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc16)
        "scf.reduce.return"(%5) : (i32) -> () loc(#loc17)
      }) : (i32, i32) -> () loc(#loc9)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc(#loc6)
    "func.return"(%3#0) : (i32) -> () loc(#loc18)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:10)
#loc9 = loc("input.mlir":9:5)
#loc12 = loc("input.mlir":11:12)
#loc13 = loc("input.mlir":12:7)
#loc16 = loc("input.mlir":15:12)
#loc17 = loc("input.mlir":16:7)
#loc18 = loc("input.mlir":19:3)


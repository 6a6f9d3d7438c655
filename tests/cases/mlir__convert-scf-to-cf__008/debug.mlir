#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:43)
#loc4 = loc("input.mlir":2:58)
#loc5 = loc("input.mlir":2:73)
#loc6 = loc("input.mlir":2:88)
#loc7 = loc("input.mlir":2:103)
#loc11 = loc("input.mlir":5:24)
#loc12 = loc("input.mlir":5:29)
#loc16 = loc("input.mlir":9:10)
#loc17 = loc("input.mlir":9:21)
#loc20 = loc("input.mlir":13:10)
#loc21 = loc("input.mlir":13:21)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index, f32) -> (f32, i64), sym_name = "parallel_reduce"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:28), %arg1: index loc("input.mlir":2:43), %arg2: index loc("input.mlir":2:58), %arg3: index loc("input.mlir":2:73), %arg4: index loc("input.mlir":2:88), %arg5: f32 loc("input.mlir":2:103)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc8)
    %1 = "arith.constant"() <{value = 42 : i64}> : () -> i64 loc(#loc9)
    %2:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %arg5, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg6: index loc("input.mlir":5:24), %arg7: index loc("input.mlir":5:29)):
      %3 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32 loc(#loc13)
      %4 = "foo.gen"() : () -> i64 loc(#loc14)
      "scf.reduce"(%3, %4) ({
      ^bb0(%arg10: f32 loc("input.mlir":9:10), %arg11: f32 loc("input.mlir":9:21)):
        %6 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
        "scf.reduce.return"(%6) : (f32) -> () loc(#loc19)
      }, {
      ^bb0(%arg8: i64 loc("input.mlir":13:10), %arg9: i64 loc("input.mlir":13:21)):
        %5 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc(#loc22)
        "scf.reduce.return"(%5) : (i64) -> () loc(#loc23)
      }) : (f32, i64) -> () loc(#loc15)
    }) : (index, index, index, index, index, index, f32, i64) -> (f32, i64) loc(#loc10)
    "func.return"(%2#0, %2#1) : (f32, i64) -> () loc(#loc24)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc8 = loc("input.mlir":3:11)
#loc9 = loc("input.mlir":4:11)
#loc10 = loc("input.mlir":5:10)
#loc13 = loc("input.mlir":6:11)
#loc14 = loc("input.mlir":7:11)
#loc15 = loc("input.mlir":8:5)
#loc18 = loc("input.mlir":10:12)
#loc19 = loc("input.mlir":11:7)
#loc22 = loc("input.mlir":14:12)
#loc23 = loc("input.mlir":15:7)
#loc24 = loc("input.mlir":18:3)


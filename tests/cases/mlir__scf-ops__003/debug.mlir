#loc2 = loc("input.mlir":2:30)
#loc3 = loc("input.mlir":2:45)
#loc4 = loc("input.mlir":2:60)
#loc5 = loc("input.mlir":3:25)
#loc6 = loc("input.mlir":3:40)
#loc9 = loc("input.mlir":5:17)
#loc10 = loc("input.mlir":5:22)
#loc18 = loc("input.mlir":13:28)
#loc22 = loc("input.mlir":18:14)
#loc23 = loc("input.mlir":18:26)
#loc26 = loc("input.mlir":22:14)
#loc27 = loc("input.mlir":22:26)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index) -> (), sym_name = "std_parallel_loop"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:30), %arg1: index loc("input.mlir":2:45), %arg2: index loc("input.mlir":2:60), %arg3: index loc("input.mlir":3:25), %arg4: index loc("input.mlir":3:40)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc7)
    "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4, %0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg5: index loc("input.mlir":5:17), %arg6: index loc("input.mlir":5:22)):
      %1 = "arith.cmpi"(%arg5, %arg6) <{predicate = 2 : i64}> : (index, index) -> i1 loc(#loc11)
      %2 = "arith.select"(%1, %arg5, %arg6) : (i1, index, index) -> index loc(#loc12)
      %3 = "arith.cmpi"(%arg5, %arg6) <{predicate = 5 : i64}> : (index, index) -> i1 loc(#loc13)
      %4 = "arith.select"(%3, %arg5, %arg6) : (i1, index, index) -> index loc(#loc14)
      %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc15)
      %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc16)
      %7:2 = "scf.parallel"(%2, %4, %arg6, %5, %6) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
      ^bb0(%arg7: index loc("input.mlir":13:28)):
        %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc19)
        %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc20)
        "scf.reduce"(%8, %9) ({
        ^bb0(%arg10: f32 loc("input.mlir":18:14), %arg11: f32 loc("input.mlir":18:26)):
          %11 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
          "scf.reduce.return"(%11) : (f32) -> () loc(#loc25)
        }, {
        ^bb0(%arg8: i32 loc("input.mlir":22:14), %arg9: i32 loc("input.mlir":22:26)):
          %10 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc28)
          "scf.reduce.return"(%10) : (i32) -> () loc(#loc29)
        }) : (f32, i32) -> () loc(#loc21)
      }) : (index, index, index, f32, i32) -> (f32, i32) loc(#loc17)
      "scf.reduce"() : () -> () loc(#loc8)
    }) : (index, index, index, index, index, index) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc30)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":4:11)
#loc8 = loc("input.mlir":5:3)
#loc11 = loc("input.mlir":7:16)
#loc12 = loc("input.mlir":8:12)
#loc13 = loc("input.mlir":9:16)
#loc14 = loc("input.mlir":10:12)
#loc15 = loc("input.mlir":11:13)
#loc16 = loc("input.mlir":12:17)
#loc17 = loc("input.mlir":13:14)
#loc19 = loc("input.mlir":15:14)
#loc20 = loc("input.mlir":16:14)
#loc21 = loc("input.mlir":17:7)
#loc24 = loc("input.mlir":19:18)
#loc25 = loc("input.mlir":20:11)
#loc28 = loc("input.mlir":23:18)
#loc29 = loc("input.mlir":24:11)
#loc30 = loc("input.mlir":28:3)


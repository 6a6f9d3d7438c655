#loc2 = loc("input.mlir":2:18)
#loc4 = loc("input.mlir":3:19)
#loc7 = loc("input.mlir":7:8)
#loc11 = loc("input.mlir":11:21)
#loc12 = loc("input.mlir":11:36)
#loc16 = loc("input.mlir":16:8)
#loc17 = loc("input.mlir":16:20)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "while"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:18)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg6: f32 loc("input.mlir":3:19)):
      %5 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc5)
      "scf.condition"(%5, %arg6) : (i1, f32) -> () loc(#loc6)
    }, {
    ^bb0(%arg5: f32 loc("input.mlir":7:8)):
      %4 = "arith.addf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc8)
      "scf.yield"(%4) : (f32) -> () loc(#loc9)
    }) : (f32) -> f32 loc(#loc3)
    %1:2 = "scf.while"(%arg0, %0) ({
    ^bb0(%arg3: f32 loc("input.mlir":11:21), %arg4: f32 loc("input.mlir":11:36)):
      %2 = "arith.constant"() <{value = 42 : i64}> : () -> i64 loc(#loc13)
      %3 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc14)
      "scf.condition"(%3, %2, %arg4) : (i1, i64, f32) -> () loc(#loc15)
    }, {
    ^bb0(%arg1: i64 loc("input.mlir":16:8), %arg2: f32 loc("input.mlir":16:20)):
      "scf.yield"(%arg0, %arg2) : (f32, f32) -> () loc(#loc18)
    }) {foo = "bar"} : (f32, f32) -> (i64, f32) loc(#loc10)
    "func.return"() : () -> () loc(#loc19)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:18)
#loc6 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":8:13)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":11:10)
#loc13 = loc("input.mlir":12:10)
#loc14 = loc("input.mlir":13:10)
#loc15 = loc("input.mlir":14:5)
#loc18 = loc("input.mlir":17:5)
#loc19 = loc("input.mlir":19:3)


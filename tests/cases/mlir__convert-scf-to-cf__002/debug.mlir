#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:56)
#loc5 = loc("input.mlir":2:71)
#loc8 = loc("input.mlir":4:16)
#loc9 = loc("input.mlir":4:58)
#loc11 = loc("input.mlir":5:23)
#loc12 = loc("input.mlir":5:65)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> f32, sym_name = "nested_for_if"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:26), %arg1: index loc("input.mlir":2:41), %arg2: index loc("input.mlir":2:56), %arg3: i1 loc("input.mlir":2:71)):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc6)
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg4: index loc("input.mlir":4:16), %arg5: f32 loc("input.mlir":4:58)):
      %2 = "scf.for"(%arg0, %arg1, %arg2, %arg5) ({
      ^bb0(%arg6: index loc("input.mlir":5:23), %arg7: f32 loc("input.mlir":5:65)):
        %3 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc13)
        %4 = "scf.if"(%arg3) ({
          "scf.yield"(%3) : (f32) -> () loc(#loc15)
        }, {
          %5 = "arith.mulf"(%3, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc16)
          "scf.yield"(%5) : (f32) -> () loc(#loc17)
        }) : (i1) -> f32 loc(#loc14)
        "scf.yield"(%4) : (f32) -> () loc(#loc18)
      }) : (index, index, index, f32) -> f32 loc(#loc10)
      "scf.if"(%arg3) ({
        "foo.op"() : () -> () loc(#loc20)
        "scf.yield"() : () -> () loc(#loc19)
      }, {
      }) : (i1) -> () loc(#loc19)
      "scf.yield"(%2) : (f32) -> () loc(#loc21)
    }) : (index, index, index, f32) -> f32 loc(#loc7)
    "func.return"(%1) : (f32) -> () loc(#loc22)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:9)
#loc7 = loc("input.mlir":4:8)
#loc10 = loc("input.mlir":5:15)
#loc13 = loc("input.mlir":6:13)
#loc14 = loc("input.mlir":7:12)
#loc15 = loc("input.mlir":8:9)
#loc16 = loc("input.mlir":10:14)
#loc17 = loc("input.mlir":11:9)
#loc18 = loc("input.mlir":13:7)
#loc19 = loc("input.mlir":15:5)
#loc20 = loc("input.mlir":16:7)
#loc21 = loc("input.mlir":18:5)
#loc22 = loc("input.mlir":20:3)


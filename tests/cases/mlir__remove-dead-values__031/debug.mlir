#loc2 = loc("input.mlir":3:17)
#loc3 = loc("input.mlir":3:26)
#loc4 = loc("input.mlir":3:37)
"builtin.module"() ({
  "func.func"() <{function_type = (f32, index, complex<f32>) -> f32, sym_name = "misc"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":3:17), %arg1: index loc("input.mlir":3:26), %arg2: complex<f32> loc("input.mlir":3:37)):
    %0 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc5)
    %1 = "index.add"(%arg1, %arg1) : (index, index) -> index loc(#loc6)
    %2 = "complex.re"(%arg2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc7)
    %3 = "complex.abs"(%arg2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc8)
    "func.return"(%2) : (f32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:9)
#loc8 = loc("input.mlir":7:10)
#loc9 = loc("input.mlir":8:3)


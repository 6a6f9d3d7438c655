#loc2 = loc("input.mlir":2:29)
#loc3 = loc("input.mlir":2:38)
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> (f32, f32), sym_name = "component_of_neg"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:29), %arg1: f32 loc("input.mlir":2:38)):
    %0 = "complex.create"(%arg0, %arg1) : (f32, f32) -> complex<f32> loc(#loc4)
    %1 = "complex.neg"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32> loc(#loc5)
    %2 = "complex.re"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc6)
    %3 = "complex.im"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc7)
    "func.return"(%2, %3) : (f32, f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:9)
#loc7 = loc("input.mlir":6:9)
#loc8 = loc("input.mlir":7:3)


#loc2 = loc("input.mlir":2:33)
#loc3 = loc("input.mlir":2:42)
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "component_of_neg_loc"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:33), %arg1: f32 loc("input.mlir":2:42)):
    "test.before"() : () -> () loc(#loc4)
    %0 = "complex.create"(%arg0, %arg1) : (f32, f32) -> complex<f32> loc(#loc5)
    %1 = "complex.neg"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32> loc(#loc6)
    %2 = "complex.im"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc7)
    "func.return"(%2) : (f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc5 = loc("create")
#loc6 = loc("neg")
#loc7 = loc("im")
#loc8 = loc("input.mlir":7:3)


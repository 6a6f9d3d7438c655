#loc2 = loc("input.mlir":3:28)
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "create_of_parts"}> ({
  ^bb0(%arg0: complex<f32> loc("input.mlir":3:28)):
    %0 = "complex.re"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc3)
    %1 = "complex.im"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc4)
    %2 = "complex.create"(%0, %1) : (f32, f32) -> complex<f32> loc(#loc5)
    "func.return"(%2) : (complex<f32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)


#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:37)
"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64) -> (f64, f64), sym_name = "parts_of_create"}> ({
  ^bb0(%arg0: f64 loc("input.mlir":2:28), %arg1: f64 loc("input.mlir":2:37)):
    %0 = "complex.create"(%arg0, %arg1) : (f64, f64) -> complex<f64> loc(#loc4)
    %1 = "complex.re"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> f64 loc(#loc5)
    %2 = "complex.im"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> f64 loc(#loc6)
    "func.return"(%1, %2) : (f64, f64) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:9)
#loc7 = loc("input.mlir":6:3)


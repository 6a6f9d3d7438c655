#loc2 = loc("input.mlir":2:29)
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "constant_folding"}> ({
  ^bb0(%arg0: complex<f32> loc("input.mlir":2:29)):
    %0 = "complex.constant"() <{value = [2.000000e+00 : f32, 3.000000e+00 : f32]}> : () -> complex<f32> loc(#loc3)
    %1 = "complex.constant"() <{value = [2.000000e+00 : f32, 3.000000e+00 : f32]}> : () -> complex<f32> loc(#loc4)
    %2 = "complex.add"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc5)
    %3 = "complex.add"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc6)
    "func.return"(%3) : (complex<f32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:3)


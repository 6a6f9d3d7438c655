"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f16), sym_name = "parts_of_constant"}> ({
    %0 = "complex.constant"() <{value = [1.500000e+00 : f32, -2.000000e+00 : f32]}> : () -> complex<f32> loc(#loc2)
    %1 = "complex.constant"() <{value = [0.000000e+00 : f16, 3.000000e+00 : f16]}> : () -> complex<f16> loc(#loc3)
    %2 = "complex.re"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc4)
    %3 = "complex.im"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32 loc(#loc5)
    %4 = "complex.im"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f16>) -> f16 loc(#loc6)
    "func.return"(%2, %3, %4) : (f32, f32, f16) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:9)
#loc6 = loc("input.mlir":7:10)
#loc7 = loc("input.mlir":8:3)


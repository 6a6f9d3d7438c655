#loc2 = loc("input.mlir":2:24)
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>), sym_name = "mul_div_one"}> ({
  ^bb0(%arg0: complex<f64> loc("input.mlir":2:24)):
    %0 = "complex.constant"() <{value = [1.000000e+00, 0.000000e+00]}> : () -> complex<f64> loc(#loc3)
    %1 = "complex.constant"() <{value = [1.000000e+00, 1.000000e+00]}> : () -> complex<f64> loc(#loc4)
    %2 = "complex.mul"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64> loc(#loc5)
    %3 = "complex.div"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64> loc(#loc6)
    %4 = "complex.mul"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64> loc(#loc7)
    %5 = "complex.div"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64> loc(#loc8)
    "func.return"(%2, %3, %4, %5) : (complex<f64>, complex<f64>, complex<f64>, complex<f64>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:10)
#loc4 = loc("input.mlir":4:12)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)


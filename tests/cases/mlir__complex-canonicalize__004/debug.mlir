#loc2 = loc("input.mlir":2:20)
#loc3 = loc("input.mlir":2:38)
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>), sym_name = "add_sub"}> ({
  ^bb0(%arg0: complex<f32> loc("input.mlir":2:20), %arg1: complex<f32> loc("input.mlir":2:38)):
    %0 = "complex.sub"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc4)
    %1 = "complex.add"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc5)
    %2 = "complex.add"(%arg1, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc6)
    %3 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc7)
    %4 = "complex.sub"(%3, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc8)
    "func.return"(%1, %2, %4) : (complex<f32>, complex<f32>, complex<f32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:3)


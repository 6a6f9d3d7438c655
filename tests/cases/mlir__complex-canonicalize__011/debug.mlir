#loc2 = loc("input.mlir":2:26)
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "bitcast_chain"}> ({
  ^bb0(%arg0: complex<f32> loc("input.mlir":2:26)):
    %0 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64 loc(#loc3)
    %1 = "complex.bitcast"(%0) : (i64) -> complex<f32> loc(#loc4)
    "func.return"(%1) : (complex<f32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)


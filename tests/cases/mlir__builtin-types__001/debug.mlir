"builtin.module"() ({
  %0:7 = "t.floats"() : () -> (bf16, f16, tf32, f32, f64, f80, f128) loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)


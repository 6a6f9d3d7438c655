"builtin.module"() ({
  %0:2 = "t.alias"() : () -> (tensor<4x4xf32>, !t.thing<!alias>) loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)


"builtin.module"() ({
  "t"() {bar = sparse<[0, 1], [10, 3]> : tensor<2xi16>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)


"builtin.module"() ({
  "t.regions"() ({
    "t.x"() : () -> () loc(#loc2)
  }, {
  }, {
    "t.y"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":7:3)


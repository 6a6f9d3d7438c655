"builtin.module"() ({
  %0:2 = "t.pair"() : () -> (i32, i64) loc(#loc1)
  "t.use"(%0#1, %0#0) : (i64, i32) -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:8)
#loc2 = loc("input.mlir":3:1)


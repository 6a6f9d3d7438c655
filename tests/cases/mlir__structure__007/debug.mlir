"builtin.module"() ({
  %0 = "t.c"() : () -> i32 loc(#loc1)
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64 loc(#loc2)
  %2:2 = "builtin.unrealized_conversion_cast"(%0, %0) : (i32, i32) -> (i64, f32) loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:6)
#loc2 = loc("input.mlir":3:6)
#loc3 = loc("input.mlir":4:8)


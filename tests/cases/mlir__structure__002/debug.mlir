"builtin.module"() ({
  "t.graph"() ({
    "t.a"(%0) : (i32) -> () loc(#loc2)
    %0 = "t.b"() : () -> i32 loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":4:8)


#loc2 = loc("input.mlir":3:6)
"builtin.module"() ({
  "test.op"() ({
  ^bb0(%arg0: i32 loc("input.mlir":3:6)):
    "test.yield"() : () -> () loc(#loc3)
  }) {arg_attrs = [{bufferization.writable = true}]} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":4:3)


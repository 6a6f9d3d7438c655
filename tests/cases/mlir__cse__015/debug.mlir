"builtin.module"() ({
  %0 = "foo.def"() : () -> i32 loc(#loc1)
  %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc2)
  %2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
  "foo.use"(%1, %2) : (i32, i32) -> () loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:6)
#loc2 = loc("input.mlir":4:6)
#loc3 = loc("input.mlir":5:6)
#loc4 = loc("input.mlir":6:1)


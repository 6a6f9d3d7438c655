"builtin.module"() ({
  %0:8 = "t.ints"() : () -> (i1, i7, i64, i128, si8, ui32, i1000, index) loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)


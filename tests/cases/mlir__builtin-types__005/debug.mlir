"builtin.module"() ({
  %0:7 = "t.compound"() : () -> (complex<f32>, tuple<>, tuple<i32, tuple<f32>>, none, () -> (), (i32) -> (i32, f32), ((i32) -> i1) -> ((f32) -> ())) loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)


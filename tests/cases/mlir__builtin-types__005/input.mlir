
"t.compound"() : () -> (complex<f32>, tuple<>, tuple<i32, tuple<f32>>, none, () -> (), (i32) -> (i32, f32), ((i32) -> i1) -> ((f32) -> ()))

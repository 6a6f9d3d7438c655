
"t.dense_arrays"() {a = array<i32: 1, 2, 3>, b = array<f64: 1.0, -2.5>, c = array<i1: true, false>, d = array<i64>, e = array<f32: 0.5>} : () -> ()

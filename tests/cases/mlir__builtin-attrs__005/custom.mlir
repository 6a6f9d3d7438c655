module {
  "t.dense_arrays"() {a = array<i32: 1, 2, 3>, b = array<f64: 1.000000e+00, -2.500000e+00>, c = array<i1: true, false>, d = array<i64>, e = array<f32: 5.000000e-01>} : () -> ()
}


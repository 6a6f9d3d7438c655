
func.func @component_of_neg_loc(%x: f32, %y: f32) -> f32 {
  "test.before"() : () -> ()
  %c = complex.create %x, %y : complex<f32> loc("create")
  %n = complex.neg %c : complex<f32> loc("neg")
  %im = complex.im %n : complex<f32> loc("im")
  return %im : f32
}


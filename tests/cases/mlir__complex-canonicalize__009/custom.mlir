module {
  func.func @component_of_neg_loc(%arg0: f32, %arg1: f32) -> f32 {
    "test.before"() : () -> ()
    %0 = complex.create %arg0, %arg1 : complex<f32>
    %1 = complex.neg %0 : complex<f32>
    %2 = complex.im %1 : complex<f32>
    return %2 : f32
  }
}


module {
  func.func @component_of_neg(%arg0: f32, %arg1: f32) -> (f32, f32) {
    %0 = complex.create %arg0, %arg1 : complex<f32>
    %1 = complex.neg %0 : complex<f32>
    %2 = complex.re %1 : complex<f32>
    %3 = complex.im %1 : complex<f32>
    return %2, %3 : f32, f32
  }
}


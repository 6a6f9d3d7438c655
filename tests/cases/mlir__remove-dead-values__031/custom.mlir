module {
  func.func @misc(%arg0: f32, %arg1: index, %arg2: complex<f32>) -> f32 {
    %0 = math.sin %arg0 : f32
    %1 = index.add %arg1, %arg1
    %2 = complex.re %arg2 : complex<f32>
    %3 = complex.abs %arg2 : complex<f32>
    return %2 : f32
  }
}

